import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { OPERATOR_ROLES } from '@playdeck/contract/admin';
import type { OperatorRole } from '@playdeck/contract/admin';
import { createAudit } from '../modules/audit/index.js';
import { createAuditRepo } from '../modules/audit/repo.js';
import { createOperatorUser } from '../modules/operators/create-user.js';
import { issueEnrolmentCodeFromCommandLine } from '../modules/operators/enrolment-code.js';
import { createOperatorRepo } from '../modules/operators/repo.js';
import { runCommand } from './run-command.js';

const USAGE = `npm run operator:create -- --username <name> --role <${OPERATOR_ROLES.join('|')}> --sites <id,id> [--name "<display name>"] [--password-stdin]

Creates a back-office operator user on the database of this environment (DATABASE_URL, or the embedded
one in DATA_DIR). Without --password-stdin a strong password is generated and printed once. The user's
operator is the one the granted sites belong to. They enrol two-factor sign-in at their first sign-in,
with the one-time enrolment code printed here (production asks for it; an owner can make a new one).`;

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    role: { type: 'string' },
    sites: { type: 'string' },
    name: { type: 'string' },
    'password-stdin': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
const { username, role, sites } = values;
if (values.help || !username || !role || !sites) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}

runCommand(async (database) => {
  const repo = createOperatorRepo(database.db);
  const siteIds = sites.split(',').map((s) => Number(s.trim()));
  const operator = await repo.operatorOfSite(siteIds[0] ?? 0);
  if (!operator) throw new Error(`there is no site ${siteIds[0]}`);
  const generated = !values['password-stdin'];
  const password = generated ? randomBytes(18).toString('base64url') : await readStdin();
  const deps = { db: database.db, repo, audit: createAudit(createAuditRepo(database.db)) };
  const user = await createOperatorUser(
    deps,
    {
      username,
      displayName: values.name ?? username,
      role: role as OperatorRole,
      password,
      operator,
      siteIds,
    },
    { kind: 'cli' },
  );
  console.log(
    `Created ${user.role} "${user.username}" (id ${user.id}) for ${operator}, sites ${user.siteIds.join(', ')}.`,
  );
  if (generated) console.log(`Password (shown once; sign in at /admin/ and keep it safe): ${password}`);
  const enrolment = await issueEnrolmentCodeFromCommandLine(deps, user);
  console.log(
    `Enrolment code for two-factor sign-in (shown once, one use, until ${enrolment.expiresAt.toISOString()}): ${enrolment.code}`,
  );
  return 0;
});
