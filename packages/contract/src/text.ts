import { z } from 'zod';
import { hasLoneSurrogate, hasMarkup, hasNul } from './field-rules.js';

export const TEXT_RULES = {
  nul: 'must not contain a NUL character (\\u0000)',
  loneSurrogate: 'must not contain an unpaired UTF-16 surrogate',
  markup: 'must be plain text: "<" may not start a tag',
} as const;

/**
 * The one string schema of every request field. A NUL or a lone surrogate would otherwise reach the
 * database and fail there (a 500) or be altered there; refused here, it is a 400 naming the field.
 */
export const text = () =>
  z
    .string()
    .refine((value) => !hasNul(value), TEXT_RULES.nul)
    .refine((value) => !hasLoneSurrogate(value), TEXT_RULES.loneSurrogate);

/**
 * Text a member writes that people read later (names, contacts, notes). It is stored as written and
 * escaped when shown; refusing markup on write keeps a stored `<img onerror=…>` from ever reaching a
 * page, a back office or an export that forgets to escape.
 */
export const plainText = () => text().refine((value) => !hasMarkup(value), TEXT_RULES.markup);
