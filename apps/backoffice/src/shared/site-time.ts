import { DEFAULT_TIME_ZONE } from '@playdeck/contract';

/**
 * Times operators enter and read are the site's (America/Caracas for every site today), whatever zone
 * the operator's computer is in: a maintenance window or a schedule means the same minute to the
 * operator, the member site and the server.
 */
export const SITE_TIME_ZONE = DEFAULT_TIME_ZONE;
