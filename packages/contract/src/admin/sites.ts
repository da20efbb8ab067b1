import { z } from 'zod';

export const siteRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  hosts: z.array(z.string()),
  currencies: z.array(z.string()),
  locales: z.array(z.string()),
  active: z.boolean(),
  /** IANA zone the site's times are shown and entered in (the content screens read it). */
  time_zone: z.string(),
});
export type SiteRecord = z.infer<typeof siteRecord>;

// The owner's site settings, register settings and registration blacklist; the record above
// stays what every role's site picker reads.
export * from './site-rules.js';
export * from './site-settings.js';
export * from './register-settings.js';
export * from './register-blacklist.js';
