// The job queue has no calls: the app starts it before the domains that queue or work jobs, and stops
// it on close before the database it runs on.
export { startJobs } from './jobs.js';
export type { JobHandler, Jobs } from './jobs.js';
