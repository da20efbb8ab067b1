import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { chooseFirstStartSnapshot, codeDigest } from './db/first-start-snapshot.js';
import { closeOnSignals } from './shutdown.js';

const config = loadConfig();
// An empty embedded directory starts from the build's migrated (and seeded) snapshot when it matches this
// server's migrations and code; otherwise, as always, from initdb, the migrations and the seed (0043).
const snapshot = config.DATABASE_URL
  ? undefined
  : chooseFirstStartSnapshot({
      dir: fileURLToPath(new URL('./db-snapshots/', import.meta.url)),
      dataDir: config.DATA_DIR,
      migrationsDir: config.MIGRATIONS_DIR,
      seed: config.SEED_DEMO,
      codeDigest: () => codeDigest(fileURLToPath(import.meta.url)),
    });
// The embedded database reads and compiles its WASM engine off the main thread: start it first, so that
// overlaps loading the rest of the server's modules (the app's import below is a chunk of its own).
const opening = openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  snapshot: snapshot?.use ? snapshot.data : undefined,
});
const { buildApp } = await import('./app.js');
const app = await buildApp(config, await opening);
closeOnSignals(app, { timeoutMs: config.SHUTDOWN_TIMEOUT_MS });

await app.listen({ host: config.HOST, port: config.PORT });
if (snapshot?.use) app.log.info(`the database started from the build's ${snapshot.variant} snapshot`);
else if (snapshot && snapshot.reason !== 'the data directory holds a database') {
  app.log.info(`the database started without a snapshot: ${snapshot.reason}`);
}
app.log.info(`Playdeck serving on http://localhost:${config.PORT} (database: ${app.database.kind})`);
