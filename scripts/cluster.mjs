// `npm run cluster`: builds, then serves the demo from two nodes on PostgreSQL and Redis behind nginx
// (http://localhost:3500 by default). Ctrl-C stops all of it; the nodes drain as on SIGTERM.
import { resolve } from 'node:path';
import { ensureDependencies, run } from './ensure-deps.mjs';

ensureDependencies();
if (!process.argv.includes('--no-build') && run('npm', ['run', 'build']) !== 0) process.exit(1);
// Imported after the install above: the library needs the `pg` package.
const { ensureDatabase, startCluster } = await import('./cluster-lib.mjs');

const port = Number(process.env.CLUSTER_PORT ?? 3500);
const databaseUrl = await ensureDatabase(
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  process.env.CLUSTER_DATABASE ?? 'playdeck_cluster',
  { fresh: process.argv.includes('--fresh') },
);
const cluster = await startCluster({
  databaseUrl,
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  port,
  nodePorts: [port + 1, port + 2],
  runDir: resolve('.cluster'),
});
console.log(`Playdeck cluster on ${cluster.url} (nginx) → ${cluster.nodes.map((n) => n.url).join(', ')}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void cluster.stop().then(() => process.exit(0));
  });
}
// A node that stops on its own takes the cluster down with it, so the failure is seen.
await Promise.race(cluster.nodes.map((node) => node.exited));
if (!stopping) {
  console.error('A node stopped; stopping the cluster.');
  await cluster.stop();
  process.exit(1);
}
