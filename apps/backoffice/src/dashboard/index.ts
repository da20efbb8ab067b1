// What the rest of the console uses from the dashboard: the page (its charts load on first visit).
export { Dashboard } from './dashboard';
