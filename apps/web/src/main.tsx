import './app/styles/base.css';
import './app/styles/templates.css';

/**
 * The page is painted before the app's code is evaluated: a page the server rendered is complete already,
 * and the app (React, the router, the shell: most of the first load's script) then runs after its first
 * paint rather than in front of it. The app's chunk is preloaded by the page, so no round trip is added.
 * A tab opened in the background paints nothing yet: its app starts at once.
 */
const start = () => setTimeout(() => void import('./app/boot').then(({ boot }) => boot()));
if (document.visibilityState === 'visible') requestAnimationFrame(start);
else start();
