import { z } from 'zod';

/** `site_id` is optional in bodies: when absent the server resolves the site from the request's host. */
export const siteIdField = z.coerce.number().int().positive().max(2_147_483_647).optional();

export const siteDetailRequest = z.strictObject({ site_id: siteIdField });
export const logosRequest = z.strictObject({ site_id: siteIdField });
