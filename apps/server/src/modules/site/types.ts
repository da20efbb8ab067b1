export type { SiteDirectory, SiteRecord } from './directory.js';
