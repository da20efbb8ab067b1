import { z } from 'zod';

export const siteRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  hosts: z.array(z.string()),
  currencies: z.array(z.string()),
  locales: z.array(z.string()),
  active: z.boolean(),
});
export type SiteRecord = z.infer<typeof siteRecord>;
