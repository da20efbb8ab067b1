import { z } from 'zod';
import { text } from '../text.js';

/** Who serves a provider's games: the sandbox protocol (GAME_PROVIDER_URL or the embedded sandbox), or Hub88. */
export const AGGREGATORS = ['sandbox', 'hub88'] as const;
export type Aggregator = (typeof AGGREGATORS)[number];

/**
 * transfer: opening a game moves the member's balance into the provider's wallet and closing it brings it
 * back; seamless: each bet and win posts on the member's main wallet.
 */
export const WALLET_MODES = ['transfer', 'seamless'] as const;
export type WalletMode = (typeof WALLET_MODES)[number];

/** Control and format characters (\p{C}: NUL, tabs, line breaks, bidi marks…) have no place in a product name. */
const PRINTABLE = /^[^\p{C}]+$/u;

/** The aggregator's name for the provider's games (Hub88's product); null: the provider id is used. */
export const aggregatorProduct = text()
  .trim()
  .min(1, 'at least 1 character, or null for the provider id')
  .max(100)
  .regex(PRINTABLE, 'printable characters only');

/** The integration fields a provider's edit may send (each optional, like the rest of the edit). */
export const providerIntegrationUpdate = {
  aggregator: z.enum(AGGREGATORS).optional(),
  wallet_mode: z.enum(WALLET_MODES).optional(),
  aggregator_product: aggregatorProduct.nullable().optional(),
};

export const providerIntegrationRecord = {
  aggregator: z.enum(AGGREGATORS),
  wallet_mode: z.enum(WALLET_MODES),
  aggregator_product: z.string().nullable(),
};
