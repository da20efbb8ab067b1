// `npm start`: install what is missing, build web and server, then serve the demo site on the
// embedded database (migrated and seeded at start).
import { ensureDependencies, run } from './ensure-deps.mjs';

ensureDependencies();
if (run('npm', ['run', 'build']) !== 0) process.exit(1);
process.exit(run('node', ['apps/server/dist/main.js']));
