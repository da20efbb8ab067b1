import { z } from 'zod';
import { text } from '../text.js';

// Fields every admin write shares, so each screen checks them the same way.

/** An ISO date-time with its zone ("2026-12-01T09:00:00Z", "…+08:00"): a real instant, never a local time. */
export const isoDateTime = text()
  .max(40)
  .pipe(z.iso.datetime({ offset: true }));

/** The row's version as the console read it: a write on an older one is refused (409). */
export const rowVersion = z.number().int().min(0).max(2_147_483_647);

/** Made by the console once per form: a double submit finds the first row, not a second one. */
export const formRequestId = text().regex(/^[\w-]{8,64}$/);
