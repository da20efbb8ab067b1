import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Audit } from '../audit/types.js';
import type { Identity } from '../identity/index.js';
import type { RealtimeHub } from '../realtime/types.js';
import type { SiteRecord } from '../site/types.js';
import type { SmsCodes } from '../sms/index.js';
import { createBlacklistAdmin } from './blacklist-admin.js';
import { createBlacklistAdminRepo } from './blacklist-admin-repo.js';
import { createRegistrationRepo } from './repo.js';
import { createProfileEdit } from './profile-edit.js';
import { registerSettingsAdminRoutes } from './routes/admin.js';
import { blacklistAdminRoutes } from './routes/admin-blacklist.js';
import { memberProfileRoutes } from './routes/member-profile.js';
import { registrationRoutes } from './routes/member.js';
import { createRegistrationService } from './service.js';
import { createRegisterSettingsAdmin } from './settings-admin.js';
import { createRegisterSettingsAdminRepo } from './settings-admin-repo.js';
import { createPort } from '../../lib/hooks.js';
import type { AgentLinks, Registration } from './types.js';

export type { RegistrationService } from './service.js';
export type { AgentLinks, Registration } from './types.js';

/**
 * Registration: its settings and agreements, field checks on blur, the SMS code and the submit; and the
 * member centre's profile edits, which follow the same settings and rules.
 */
export async function mountRegistration(
  app: FastifyInstance,
  deps: {
    db: Db;
    identity: Identity;
    sms: SmsCodes;
    realtime: RealtimeHub;
  },
): Promise<Registration> {
  const repo = createRegistrationRepo(deps.db);
  const agentLinks = createPort<AgentLinks>('agent links');
  const registration = createRegistrationService({
    repo,
    identity: deps.identity,
    sms: deps.sms,
    agentLinkOf: (siteId, agentId, code) => agentLinks.get().idOf(siteId, agentId, code),
  });
  await app.register(registrationRoutes, {
    registration,
    visitLink: (siteId, agentId, code) => agentLinks.get().visit(siteId, agentId, code),
  });
  const profile = createProfileEdit({ repo, identity: deps.identity, sms: deps.sms, realtime: deps.realtime });
  await app.register(memberProfileRoutes, { profile });
  return { ...registration, agentLinks };
}

/** The owner's register settings per currency and the registration blacklist, in the back office. */
export async function mountRegistrationAdmin(
  app: FastifyInstance,
  deps: { db: Db; audit: Audit; siteOf: (siteId: number) => Promise<SiteRecord | undefined> },
): Promise<void> {
  const admin = createRegisterSettingsAdmin({ ...deps, repo: createRegisterSettingsAdminRepo(deps.db) });
  await app.register(registerSettingsAdminRoutes, { admin });
  const blacklistRepo = createBlacklistAdminRepo(deps.db);
  const blacklist = createBlacklistAdmin({ db: deps.db, audit: deps.audit, repo: blacklistRepo });
  await app.register(blacklistAdminRoutes, { repo: blacklistRepo, admin: blacklist });
}

export { createCurrencyDefaults } from './currency-defaults.js';
export type { OpenNewCurrencies } from './currency-defaults.js';
