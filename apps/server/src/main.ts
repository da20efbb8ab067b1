import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { closeOnSignals } from './shutdown.js';

const config = loadConfig();
// The embedded database reads and compiles its WASM engine off the main thread: start it first, so that
// overlaps loading the rest of the server's modules (the app's import below is a chunk of its own).
const opening = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
const { buildApp } = await import('./app.js');
const app = await buildApp(config, await opening);
closeOnSignals(app, { timeoutMs: config.SHUTDOWN_TIMEOUT_MS });

await app.listen({ host: config.HOST, port: config.PORT });
app.log.info(`Playdeck serving on http://localhost:${config.PORT} (database: ${app.database.kind})`);
