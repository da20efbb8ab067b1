import { z } from 'zod';
import { text } from './text.js';

// Request schemas of the games and wallet calls. Site and currency in a body are the page's
// view; the server answers for the site of the host and the member's own currency when logged in.

const siteId = z.number().int().positive().optional();
const currency = text().min(2).max(8).optional();
const device = z.union([z.literal(0), z.literal(1), z.literal(2)]).optional();
const gpId = text().min(1).max(32);
const gameCode = text().min(1).max(64);
const house = text().max(32).optional();
const gtId = z.number().int().min(2).max(9);

export const gameListRequest = z.strictObject({
  site_id: siteId,
  currency,
  support_device: device,
  template: text().max(32).optional(),
});

export const templateGameListRequest = z.strictObject({ site_id: siteId, currency, support_device: device });

export const tagGameListRequest = z.strictObject({
  site_id: siteId,
  currency,
  support_device: device,
  tag: z.enum(['hot', 'new', 'slot']),
  gt_id: gtId.optional(),
});

export const gameLabelRequest = z.strictObject({
  site_id: siteId,
  currency,
  device,
  gp_id: gpId,
  game_type_id: gtId,
  house,
});

export const hotGamesRequest = z.strictObject({ site_id: siteId, currency, gt_id: gtId.optional() });

export const favoriteStoreRequest = z.strictObject({
  data: z
    .array(z.strictObject({ game_id: z.number().int().positive(), status: z.union([z.literal(0), z.literal(1)]) }))
    .min(1)
    .max(100),
});

export const crashMenuRequest = z.strictObject({ site_id: siteId, currency });

export const quickbetRequest = z.strictObject({
  site_id: siteId,
  currency,
  support_device: device,
  domain: text().max(255).optional(),
});

export const jackpotRequest = z.strictObject({ currency });

export const demoPlayRequest = z.strictObject({
  site_id: siteId,
  currency,
  device,
  gp_id: gpId,
  game_type: gtId,
  game_code: gameCode,
  house,
});

export const demoProviderGamesRequest = z.strictObject({
  site_id: siteId,
  currency,
  device,
  gp_id: gpId,
  game_type_id: gtId,
  house,
});

export const demoTypeGamesRequest = z.strictObject({
  site_id: siteId,
  support_device: device,
  currency,
  template: text().max(32).optional(),
});

export const playRequest = z.strictObject({
  gp_id: gpId,
  game_type: gtId,
  game_code: gameCode,
  house,
  lobby_url: text().max(500).optional(),
  device: z.union([z.literal(1), z.literal(2)]),
  extra: z.record(text().max(32), z.union([text().max(200), z.number()])).optional(),
});

export const leaveRequest = z.strictObject({ gp_id: gpId.optional() });
