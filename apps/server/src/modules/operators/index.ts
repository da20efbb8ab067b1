import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { LoginThrottle } from '../identity/types.js';
import { operatorAuthPlugin } from '../../plugins/operator-auth.js';
import { createOperatorRepo } from './repo.js';
import type { OperatorRepo } from './repo.js';
import { sessionRoutes } from './routes/session.js';
import { createOperatorSessions } from './sessions.js';
import type { OperatorSessions } from './sessions.js';
import { createOperatorManagement } from './manage.js';
import { operatorAdminRoutes } from './routes/operators.js';
import type { Audit } from '../audit/types.js';
import { createSignIn } from './sign-in.js';
import { createTotp } from './totp.js';
import type { Totp } from './totp.js';
import { createEnrolment } from './enrol.js';
import { enrolmentRoutes } from './routes/enrolment.js';

export interface Operators {
  repo: OperatorRepo;
  sessions: OperatorSessions;
  totp: Totp;
  throttle: LoginThrottle;
  /** Production: every session passes the second factor, and a first enrolment needs an enrolment code. */
  totpRequired: boolean;
}

/**
 * Operator accounts of the back office: sign-in (password, then TOTP), sessions, enrolment, and the
 * guard every admin route uses. Production requires two-factor sign-in for every operator.
 */
export async function mountOperators(
  app: FastifyInstance,
  deps: { db: Db; config: Config; throttle: LoginThrottle },
): Promise<Operators> {
  const { config } = deps;
  const totpRequired = config.NODE_ENV === 'production';
  const repo = createOperatorRepo(deps.db);
  const sessions = createOperatorSessions(repo, {
    idleMinutes: config.ADMIN_IDLE_MINUTES,
    secret: config.SERVER_SECRET,
  });
  const totp = createTotp(repo, config.SERVER_SECRET, 'Playdeck');
  const signIn = createSignIn({ repo, throttle: deps.throttle, totp, sessions, secret: config.SERVER_SECRET });
  // Every admin route mounted from here on is guarded, and its handler reads request.operator().
  await app.register(operatorAuthPlugin, { sessions, totpRequired });
  await app.register(sessionRoutes, {
    signIn,
    sessions,
    totpRequired,
    secureCookie: config.NODE_ENV === 'production',
  });
  return { repo, sessions, totp, throttle: deps.throttle, totpRequired };
}

/**
 * The owners' management of operator users, and each operator's enrolment and "sign out everywhere"
 * (mounted once the audit trail exists: all of them write it).
 */
export async function mountOperatorAdmin(app: FastifyInstance, deps: { db: Db; operators: Operators; audit: Audit }) {
  const { repo, sessions, totp, throttle, totpRequired } = deps.operators;
  const { db, audit } = deps;
  const manage = createOperatorManagement({ db, repo, audit, sessions });
  await app.register(operatorAdminRoutes, { repo, manage });
  const enrolment = createEnrolment({ db, repo, totp, audit, throttle, codeRequired: totpRequired });
  await app.register(enrolmentRoutes, { enrolment });
}
