// The activities' request schemas, apart from activities.ts: the page imports its codes and types, and a
// schema there would bring zod into the page's chunks.
import { z } from 'zod';

export const redEnvelopeClaimRequest = z.strictObject({ id: z.number().int().positive() });
