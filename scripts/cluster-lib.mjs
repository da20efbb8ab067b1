// Two server nodes on PostgreSQL and Redis behind nginx, on this machine: what `npm run cluster` serves
// and what the cluster test drives. nginx renders deploy/nginx/playdeck.conf.template, the file the
// compose setup uses too.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { aptInstall } from './ensure-deps.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const TEMPLATE = join(ROOT, 'deploy/nginx/playdeck.conf.template');
const READY_WAIT_MS = 180_000;
const WORKERS = 2;

/** nginx from Debian's package: installed when missing and this is root, as the tests do with Chromium. */
export function ensureNginx() {
  if (findNginx()) return findNginx();
  if (process.getuid?.() !== 0) {
    throw new Error('nginx is not installed: run `sudo apt-get install -y nginx` and try again.');
  }
  console.log('Installing nginx (apt-get)...');
  aptInstall(['nginx']);
  const found = findNginx();
  if (!found) throw new Error('nginx could not be installed with apt-get; install it and try again.');
  return found;
}

function findNginx() {
  return ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((path) => existsSync(path));
}

/** The cluster's own database on the server of `baseUrl`; `fresh` drops what an earlier run left. */
export async function ensureDatabase(baseUrl, name, { fresh = false } = {}) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    if (fresh) await admin.query(`drop database if exists "${name}" with (force)`);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Starts both nodes at the same moment (their migrations and demo seed take turns on an advisory lock),
 * waits until each answers /readyz, then starts nginx in front of them.
 */
export async function startCluster(options) {
  const { databaseUrl, redisUrl, port, nodePorts, runDir, env = {}, log = 'inherit' } = options;
  const nginx = ensureNginx();
  mkdirSync(join(runDir, 'tmp'), { recursive: true });
  const nodes = nodePorts.map((nodePort, index) =>
    startNode({ index, port: nodePort, env: { ...env, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl }, log }),
  );
  try {
    await Promise.all(nodes.map((node) => waitReady(node)));
  } catch (error) {
    await Promise.all(nodes.map((node) => node.stop()));
    throw error;
  }
  const balancer = startNginx(nginx, { port, nodePorts, runDir });
  try {
    await waitReady({ url: `http://127.0.0.1:${port}`, process: balancer.process, name: 'nginx' });
  } catch (error) {
    await Promise.all([balancer.stop(), ...nodes.map((node) => node.stop())]);
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    nodes,
    balancer,
    takeOut: (node) => balancer.takeOut(nodes.indexOf(node)),
    stop: async () => {
      await balancer.stop();
      await Promise.all(nodes.map((node) => node.stop()));
    },
  };
}

function startNode({ index, port, env, log }) {
  const name = `node-${String.fromCharCode(97 + index)}`;
  const child = spawn('node', [join(ROOT, 'apps/server/dist/main.js')], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), TRUST_PROXY: 'true', ...env },
    stdio: log === 'inherit' ? 'inherit' : 'ignore',
  });
  const exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    process: child,
    exited,
    /** SIGTERM, as an orchestrator stops a node; resolves with how the process ended. */
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** The site's nginx config from the shared template; a node listed in `out` is marked down. */
function renderSite({ port, nodePorts, runDir, out = [] }) {
  const node = (index) => `127.0.0.1:${nodePorts[index]}${out.includes(index) ? ' down' : ''}`;
  const site = readFileSync(TEMPLATE, 'utf8')
    .replaceAll('${PLAYDECK_LISTEN}', `127.0.0.1:${port}`)
    .replaceAll('${PLAYDECK_NODE_A}', node(0))
    .replaceAll('${PLAYDECK_NODE_B}', node(1));
  writeFileSync(join(runDir, 'playdeck.conf'), site);
}

function startNginx(binary, { port, nodePorts, runDir }) {
  renderSite({ port, nodePorts, runDir });
  const temp = join(runDir, 'tmp');
  const main = [
    // Run as root (this script installs nginx as root), the workers would otherwise be `nobody` and could
    // not write the run directory's temp files.
    process.getuid?.() === 0 ? 'user root;' : '',
    `worker_processes ${WORKERS};`,
    'daemon off;',
    `pid ${join(runDir, 'nginx.pid')};`,
    `error_log ${join(runDir, 'nginx-error.log')} warn;`,
    'events { worker_connections 16384; }',
    'http {',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${temp}/${kind};`),
    `  include ${join(runDir, 'playdeck.conf')};`,
    '}',
  ].join('\n');
  const config = join(runDir, 'nginx.conf');
  writeFileSync(config, main);
  const child = spawn(binary, ['-c', config, '-p', runDir], { stdio: 'inherit' });
  const exited = new Promise((done) => child.once('exit', done));
  const out = [];
  return {
    process: child,
    /** Marks a node down and reloads: new requests avoid it, requests it is serving finish there. */
    takeOut: async (index) => {
      out.push(index);
      renderSite({ port, nodePorts, runDir, out });
      const check = spawnSync(binary, ['-t', '-q', '-c', config, '-p', runDir], { stdio: 'inherit' });
      if (check.status !== 0) throw new Error('nginx refused the new configuration');
      const before = workersOf(child.pid);
      child.kill('SIGHUP');
      // The reload is done when the new workers run and the old ones no longer listen: from then on no new
      // request reaches the node taken out, while the old workers finish the requests they were serving.
      const deadline = Date.now() + 30_000;
      const reloaded = () =>
        workersOf(child.pid).filter((pid) => !before.includes(pid)).length >= WORKERS &&
        !listenersOf(port).some((pid) => before.includes(pid));
      while (!reloaded()) {
        if (Date.now() > deadline) throw new Error('nginx did not reload within 30 s');
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT'); // nginx: graceful stop
      return exited;
    },
  };
}

async function waitReady({ url, process: child, name }) {
  const deadline = Date.now() + READY_WAIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} was not ready within ${READY_WAIT_MS / 1000} s`);
}

/** The pids of nginx's worker processes (children of the master). */
function workersOf(masterPid) {
  const listed = spawnSync('pgrep', ['-P', String(masterPid)], { encoding: 'utf8' }).stdout;
  return listed.split('\n').filter(Boolean);
}

/** The pids of the processes listening on a port of this machine. */
function listenersOf(port) {
  const listed = spawnSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' }).stdout;
  return [...listed.matchAll(/pid=(\d+)/g)].map((match) => match[1]);
}
