import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Audit } from '../audit/service.js';
import type { Identity } from '../identity/index.js';
import type { SiteRecord } from '../site/directory.js';
import type { SmsCodes } from '../sms/index.js';
import { createRegistrationRepo } from './repo.js';
import { registerSettingsAdminRoutes } from './routes/admin.js';
import { registrationRoutes } from './routes/member.js';
import { createRegistrationService } from './service.js';
import { createRegisterSettingsAdmin } from './settings-admin.js';
import { createRegisterSettingsAdminRepo } from './settings-admin-repo.js';

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

/** The owner's register settings per currency, in the back office. */
export async function mountRegistrationAdmin(
  app: FastifyInstance,
  deps: { db: Db; audit: Audit; siteOf: (siteId: number) => Promise<SiteRecord | undefined> },
): Promise<void> {
  const admin = createRegisterSettingsAdmin({ ...deps, repo: createRegisterSettingsAdminRepo(deps.db) });
  await app.register(registerSettingsAdminRoutes, { admin });
}
