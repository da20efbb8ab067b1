import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { closeOnSignals } from './shutdown.js';

const config = loadConfig();
const app = await buildApp(config);
closeOnSignals(app, { timeoutMs: config.SHUTDOWN_TIMEOUT_MS });

await app.listen({ host: config.HOST, port: config.PORT });
app.log.info(`Playdeck serving on http://localhost:${config.PORT} (database: ${app.database.kind})`);
