import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Identity } from '../identity/index.js';
import type { SmsCodes } from '../sms/index.js';
import { createRegistrationRepo } from './repo.js';
import { registrationRoutes } from './routes/member.js';
import { createRegistrationService } from './service.js';

/** Registration: its settings and agreements, field checks on blur, the SMS code and the submit. */
export async function mountRegistration(
  app: FastifyInstance,
  deps: { db: Db; identity: Identity; sms: SmsCodes },
): Promise<void> {
  const registration = createRegistrationService({
    repo: createRegistrationRepo(deps.db),
    identity: deps.identity,
    sms: deps.sms,
  });
  await app.register(registrationRoutes, { registration });
}
