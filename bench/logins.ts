import { hash, verify } from '@node-rs/argon2';
import { makeTempDir, removeTempDir } from './lib/cleanup.js';
import { LOGIN_BENCH_ENV, loginDemoMember } from './lib/playdeck-login.js';
import { spawnPlaydeck } from './lib/server-process.js';
import { errorMessage, percentile, round } from './lib/stats.js';
import { runWorkers } from './lib/workers.js';

const PASSWORD = 'Demo1234';
// The machine has 2 cores; @node-rs/argon2 runs on libuv's threadpool, in the server as here.
const VERIFY_CONCURRENCY = 2;
const VERIFY_SECONDS = 6;
const LOGIN_CONCURRENCY = 8;
const LOGIN_WARMUP_SECONDS = 1;
const LOGIN_SECONDS = 8;
const ERROR_SAMPLES = 3;

export interface VerifyFigures {
  /** The PHC parameters of the hash, e.g. `argon2id m=19456,t=2,p=1` (the library defaults). */
  parameters: string;
  concurrency: number;
  durationSeconds: number;
  verifies: number;
  verifiesPerSecond: number;
}

export interface LoginLoadFigures {
  concurrency: number;
  durationSeconds: number;
  logins: number;
  loginsPerSecond: number;
  /** The whole flow: login header, captcha, login. */
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  errorSamples: string[];
  /** CPU of this process (the clients) in % of one core; it shares the machine's 2 cores with the server. */
  loadGeneratorCpuPercent: number;
}

export interface LoginFigures {
  verify: VerifyFigures;
  login: LoginLoadFigures;
  /** Logins/s divided by raw verifies/s: the share of argon2's pace the whole login keeps. */
  ratio: number;
}

async function measureVerify(): Promise<VerifyFigures> {
  const passwordHash = await hash(PASSWORD);
  const parameters = /^\$(argon2\w+)\$v=\d+\$([^$]+)\$/.exec(passwordHash);
  if (!(await verify(passwordHash, PASSWORD))) throw new Error('argon2 verify rejected its own hash');
  process.stdout.write(`  argon2 verify: ${VERIFY_SECONDS} s at concurrency ${VERIFY_CONCURRENCY}...\n`);
  let verifies = 0;
  const seconds = await runWorkers(VERIFY_CONCURRENCY, VERIFY_SECONDS, async () => {
    if (!(await verify(passwordHash, PASSWORD))) throw new Error('argon2 verify rejected its own hash');
    verifies += 1;
  });
  return {
    parameters: parameters ? `${parameters[1]} ${parameters[2]}` : 'unknown',
    concurrency: VERIFY_CONCURRENCY,
    durationSeconds: round(seconds, 1),
    verifies,
    verifiesPerSecond: round(verifies / seconds, 1),
  };
}

async function loadLogins(baseUrl: string): Promise<LoginLoadFigures> {
  // One login checked by hand first: figures for a flow that always fails would be meaningless.
  await loginDemoMember(baseUrl);
  // The warm-up lets V8 optimise the path and fills the connection pool; its figures are dropped.
  await runWorkers(LOGIN_CONCURRENCY, LOGIN_WARMUP_SECONDS, () => loginDemoMember(baseUrl).then(() => undefined));
  process.stdout.write(`  logins: ${LOGIN_SECONDS} s at ${LOGIN_CONCURRENCY} concurrent flows...\n`);

  const latencies: number[] = [];
  const errorSamples = new Set<string>();
  let errors = 0;
  const cpuBefore = process.cpuUsage();
  const seconds = await runWorkers(LOGIN_CONCURRENCY, LOGIN_SECONDS, async () => {
    const started = performance.now();
    try {
      await loginDemoMember(baseUrl);
      latencies.push(performance.now() - started);
    } catch (err) {
      errors += 1;
      if (errorSamples.size < ERROR_SAMPLES) errorSamples.add(errorMessage(err).split('\n')[0] ?? '');
    }
  });
  const cpu = process.cpuUsage(cpuBefore);
  return {
    concurrency: LOGIN_CONCURRENCY,
    durationSeconds: round(seconds, 1),
    logins: latencies.length,
    loginsPerSecond: round(latencies.length / seconds, 1),
    latencyP50Ms: round(percentile(latencies, 50), 0),
    latencyP99Ms: round(percentile(latencies, 99), 0),
    errors,
    errorSamples: [...errorSamples],
    loadGeneratorCpuPercent: round(((cpu.user + cpu.system) / 1000 / (seconds * 1000)) * 100, 0),
  };
}

/** Raw argon2id verifies on this machine (no server running), then whole logins against the built server. */
export async function measureLogins(): Promise<LoginFigures> {
  const verifyFigures = await measureVerify();
  const dataDir = makeTempDir('logins');
  try {
    const server = await spawnPlaydeck(dataDir, { env: LOGIN_BENCH_ENV });
    try {
      const login = await loadLogins(server.url);
      return {
        verify: verifyFigures,
        login,
        ratio: round(login.loginsPerSecond / verifyFigures.verifiesPerSecond, 2),
      };
    } finally {
      await server.stop();
    }
  } finally {
    removeTempDir(dataDir);
  }
}
