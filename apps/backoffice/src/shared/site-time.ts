import { DEFAULT_TIME_ZONE } from '@playdeck/contract';

/**
 * The platform's default site zone, whatever zone the operator's computer is in. Inputs of a form about
 * one site use that site's own zone (use-site-zone.ts); lists across sites still read times in this one.
 */
export const SITE_TIME_ZONE = DEFAULT_TIME_ZONE;
