// Checks the Dockerfile's production install without Docker: builds, repeats the image's `deps` and
// `runtime` stages in a temporary folder (read from the Dockerfile, so the two cannot drift apart), starts
// the server there with NODE_ENV=production on an empty database, makes its first site and owner with the
// image's commands, and asks /readyz, /, the site detail, /api/admin/session, /admin/ and /metrics, and the
// image's HEALTHCHECK command. On PostgreSQL in a scratch database when DATABASE_URL is set, else on PGlite.
//
//   node scripts/production-install-check.mjs [--no-build] [--keep]
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { ensureDependencies } from './ensure-deps.mjs';

ensureDependencies();
const { default: pg } = await import('pg');

// PRODCHECK_PORT lets two runs of the test suite share a machine.
const PORT = Number(process.env.PRODCHECK_PORT ?? 3390);
const args = new Set(process.argv.slice(2));
const started = Date.now();
const seconds = (from) => `${((Date.now() - from) / 1000).toFixed(1)} s`;
const step = async (name, work) => {
  const from = Date.now();
  const result = await work();
  console.log(`ok   ${name} (${seconds(from)})`);
  return result;
};
const fail = (message) => {
  throw new Error(message);
};

/** The Dockerfile's instructions per stage: continuation lines joined, comments dropped. */
function readStages(file) {
  const lines = readFileSync(file, 'utf8')
    .replace(/\\\n\s*/g, ' ')
    .split('\n');
  const stages = {};
  let current;
  for (const line of lines.map((l) => l.trim()).filter((l) => l && !l.startsWith('#'))) {
    const [word, ...rest] = line.split(/\s+/);
    const text = rest.join(' ');
    if (word === 'FROM') stages[(current = text.split(/\s+as\s+/i)[1])] = [];
    else if (current) stages[current].push({ word, text });
  }
  return stages;
}

const repo = resolve(import.meta.dirname, '..');
const stages = readStages(join(repo, 'Dockerfile'));
const work = mkdtempSync(join(tmpdir(), 'playdeck-prodcheck-'));
const depsDir = join(work, 'deps');
const appDir = join(work, 'app');
let server;
let scratch;
/** The end of the server's log, printed when the check fails. */
let log = '';

try {
  if (!args.has('--no-build')) {
    await step(
      'npm run build',
      () => spawnSync('npm', ['run', 'build'], { cwd: repo, stdio: 'inherit' }).status === 0 || fail('build failed'),
    );
  }
  await step('deps stage: the manifests, then its npm ci', () => {
    for (const { text } of stages.manifests.filter((i) => i.word === 'COPY')) {
      const parts = text.split(/\s+/);
      const dest = join(depsDir, parts.pop());
      for (const src of parts) {
        const target = dest.endsWith('/') ? join(dest, src.split('/').pop()) : dest;
        mkdirSync(dirname(target), { recursive: true });
        cpSync(join(repo, src), target);
      }
    }
    for (const { text } of stages.deps.filter((i) => i.word === 'RUN')) {
      console.log(`     ${text}`);
      const run = spawnSync('sh', ['-c', text], { cwd: depsDir, stdio: ['ignore', 'inherit', 'inherit'] });
      if (run.status !== 0) fail(`${text} failed`);
    }
  });

  const env = {};
  let command;
  let healthcheck;
  await step('runtime stage: its COPY lines', () => {
    mkdirSync(appDir, { recursive: true });
    for (const { word, text } of stages.runtime) {
      if (word === 'ENV') {
        const [name, ...value] = text.split('=');
        env[name] = value.join('=');
      } else if (word === 'COPY') {
        const [, from, src, dest] = /^--from=(\w+) \/app\/(\S+) (\S+)$/.exec(text) ?? fail(`cannot read COPY ${text}`);
        const source = join(from === 'build' ? repo : depsDir, src);
        cpSync(source, join(appDir, dest), { recursive: true, verbatimSymlinks: true });
      } else if (word === 'CMD') command = JSON.parse(text);
      else if (word === 'HEALTHCHECK') healthcheck = JSON.parse(text.slice(text.indexOf('CMD ') + 4));
    }
    if (!command || !healthcheck) fail('the runtime stage has no CMD or HEALTHCHECK');
  });

  // As in the image: a user that owns only its data folder (root here would hide a write into /app).
  const asUser = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
  if (asUser.uid !== undefined) for (const dir of [work, appDir]) chmodSync(dir, 0o755);

  await step('every package the bundle imports loads from the pruned install', () => {
    const dist = join(appDir, 'apps/server/dist');
    const names = new Set();
    for (const file of readdirSync(dist, { recursive: true }).filter((f) => f.endsWith('.js'))) {
      const code = readFileSync(join(dist, file), 'utf8');
      for (const [, name] of code.matchAll(/(?:from |import\()"([^".][^"]*)"/g)) {
        if (!name.startsWith('node:')) names.add(name);
      }
    }
    const load = `for (const name of ${JSON.stringify([...names])}) await import(name);`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', load], {
      cwd: dist,
      encoding: 'utf8',
      ...asUser,
    });
    if (run.status !== 0) fail(`a package does not load: ${run.stderr.trim().split('\n').slice(0, 6).join('\n')}`);
    console.log(`     ${names.size} packages: ${[...names].join(', ')}`);
  });

  const dataDir = join(work, 'data');
  mkdirSync(dataDir);
  if (process.env.DATABASE_URL) {
    const name = `playdeck_prodcheck_${randomBytes(4).toString('hex')}`;
    await step(`scratch database ${name}`, async () => {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
    });
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    scratch = { name, url: url.toString() };
  }

  if (asUser.uid !== undefined) chownSync(dataDir, asUser.uid, asUser.gid);
  const serverEnv = {
    PATH: process.env.PATH,
    ...env,
    DATA_DIR: dataDir,
    PORT: String(PORT),
    SERVER_SECRET: randomBytes(36).toString('base64url'),
    METRICS_TOKEN: randomBytes(24).toString('base64url'),
    EMBEDDED_SANDBOX_PROVIDER: 'true',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  };
  /** One of the image's commands (`node apps/server/dist/<name>.js`), as its user, on its database. */
  const spawnCommand = (name, argv, extraEnv = {}) =>
    spawnSync(process.execPath, [`apps/server/dist/${name}.js`, ...argv], {
      cwd: appDir,
      env: { ...serverEnv, ...extraEnv },
      encoding: 'utf8',
      // A server that does start (the refusal under test missing) would otherwise hold the check forever.
      timeout: 120_000,
      ...asUser,
    });
  const runCommand = (name, argv) => {
    const run = spawnCommand(name, argv);
    if (run.status !== 0) fail(`${name} exited ${run.status}: ${run.stderr.trim()}`);
    return run.stdout;
  };
  // The demo's operators and members have the README's passwords: production must not start with them.
  await step('the server refuses SEED_DEMO=true in production', () => {
    const run = spawnCommand('main', [], { SEED_DEMO: 'true' });
    if (run.status === 0 || !run.stderr.includes('SEED_DEMO:')) {
      fail(`with SEED_DEMO=true the server exited ${run.status}: ${run.stderr.trim().slice(0, 400)}`);
    }
  });
  // A fresh production database has no site: the operator's first step, as the README gives it.
  await step('site-create makes the first site on the empty database', () => {
    const out = runCommand('site-create', [
      ...['--operator', 'Prodcheck Gaming', '--name', 'Prodcheck'],
      ...['--domains', '127.0.0.1,localhost', '--currencies', 'USD,THB', '--locales', 'en_US,th_TH'],
    ]);
    if (!out.includes('Created site 1 "Prodcheck"')) fail(`site-create said: ${out}`);
  });
  let ownerPassword;
  await step('operator-create makes its first owner', () => {
    const out = runCommand('operator-create', ['--username', 'firstowner', '--role', 'owner', '--sites', '1']);
    ownerPassword = /Password \(shown once[^:]*\): (\S+)/.exec(out)?.[1] ?? fail(`operator-create said: ${out}`);
  });
  await step(`server ready (${command.join(' ')}, ${scratch ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const [bin, ...rest] = command;
    server = spawn(bin === 'node' ? process.execPath : bin, rest, {
      cwd: appDir,
      env: serverEnv,
      stdio: ['ignore', 'pipe', 'inherit'],
      ...asUser,
    });
    server.stdout.on('data', (chunk) => (log = (log + chunk).slice(-4000)));
    const exited = new Promise((_, reject) =>
      server.once('exit', (code) => reject(new Error(`server exited ${code}`))),
    );
    exited.catch(() => undefined); // a crash after it is ready shows as a failed request, not an unhandled rejection
    const ready = (async () => {
      for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
        const status = await fetch(`http://127.0.0.1:${PORT}/readyz`).then(
          (r) => r.status,
          () => 0,
        );
        if (status === 200) return;
        await new Promise((r) => setTimeout(r, 250));
      }
      fail('/readyz did not answer 200 within 120 s');
    })();
    await Promise.race([ready, exited]);
  });

  if (!scratch) {
    // PGlite belongs to one process: a command beside the running server must refuse, not write it too.
    await step('operator-create refuses the PGlite directory the running server holds', () => {
      const run = spawnCommand('operator-create', ['--username', 'second', '--role', 'owner', '--sites', '1']);
      if (run.status !== 1 || !/is in use by main\.js \(pid \d+/.test(run.stderr)) {
        fail(`operator-create beside the server exited ${run.status}: ${run.stderr.trim().slice(0, 400)}`);
      }
    });
  }

  await step('pages, console, metrics and the image HEALTHCHECK', async () => {
    const get = (path, headers = {}) => fetch(`http://127.0.0.1:${PORT}${path}`, { headers });
    const page = await get('/');
    const html = await page.text();
    if (page.status !== 200 || !html.includes('<div id="root">')) fail(`/ answered ${page.status}`);
    const detail = await fetch(`http://127.0.0.1:${PORT}/api/arks/web/site/detail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    }).then((r) => r.json());
    if (detail.data?.detail?.site_name !== 'Prodcheck') fail(`the site detail is ${JSON.stringify(detail)}`);
    const signIn = await fetch(`http://127.0.0.1:${PORT}/api/admin/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'firstowner', password: ownerPassword }),
    });
    if (signIn.status !== 200 || (await signIn.json()).state !== 'signed_in') fail('the first owner cannot sign in');
    // Production opens nothing but two-factor enrolment until the operator has enrolled.
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const sites = await get('/api/admin/sites', { cookie });
    if (sites.status !== 403) fail(`before enrolling, the sites list answered ${sites.status}`);
    // A rendered page lists the app's modules, entry first, for after its first paint (decision 0055).
    const listed = /<script type="application\/json" id="app-modules">\["([^"]+\.js)"/.exec(html)?.[1];
    const script = listed ?? /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1] ?? fail('/ names no script');
    if ((await get(script)).status !== 200) fail(`${script} is not served`);
    if ((await get('/admin/')).status !== 200) fail('/admin/ is not served');
    if ((await get('/sandbox-provider/games/assets/slot.js')).status !== 200)
      fail('the sandbox game files are missing');
    if ((await get('/metrics')).status !== 401) fail('/metrics answers without its token');
    const metrics = await get('/metrics', { authorization: `Bearer ${serverEnv.METRICS_TOKEN}` });
    if (metrics.status !== 200) fail(`/metrics with its token answered ${metrics.status}`);
    const [bin, ...rest] = healthcheck;
    const check = spawnSync(bin === 'node' ? process.execPath : bin, rest, { env: serverEnv });
    if (check.status !== 0) fail(`the HEALTHCHECK command exited ${check.status}`);
  });

  await step('SIGTERM drains and exits 0', async () => {
    const code = await new Promise((resolveExit) => {
      server.removeAllListeners('exit');
      server.once('exit', resolveExit);
      server.kill('SIGTERM');
    });
    server = undefined;
    if (code !== 0) fail(`the server exited ${code}`);
  });
  console.log(`production install check passed in ${seconds(started)}`);
} catch (err) {
  if (log) console.error(`the server's last log lines:\n${log}`);
  console.error(`FAIL ${err.message}`);
  process.exitCode = 1;
} finally {
  server?.kill('SIGKILL');
  if (scratch) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${scratch.name} with (force)`);
    await admin.end();
  }
  if (args.has('--keep')) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
