import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A game provider of a site (GPxx): its app id, whether it is on, takes transfers, or is in maintenance. */
export const gameProviders = pgTable(
  'game_providers',
  {
    siteId: integer('site_id').notNull(),
    gpId: text('gp_id').notNull(),
    name: text('name').notNull(),
    appId: text('app_id').notNull(),
    active: boolean('active').notNull().default(true),
    transferEnabled: boolean('transfer_enabled').notNull().default(true),
    maintenanceStart: timestamp('maintenance_start', { withTimezone: true }),
    maintenanceEnd: timestamp('maintenance_end', { withTimezone: true }),
    iconLight: text('icon_light').notNull(),
    iconDark: text('icon_dark').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Set (3 or 6) for a crash-game provider: its games form the crash menu, placed after that type. */
    crashMenuAfter: integer('crash_menu_after'),
    /** Raised by every back-office write; a write naming an older one is refused (optimistic concurrency). */
    version: integer('version').notNull().default(0),
    /** Who serves its games: the sandbox protocol (GAME_PROVIDER_URL or the embedded sandbox) or an aggregator. */
    aggregator: text('aggregator').$type<'sandbox' | 'hub88'>().notNull().default('sandbox'),
    /** transfer: the member's balance moves into the game; seamless: each bet and win posts on the main wallet. */
    walletMode: text('wallet_mode').$type<'transfer' | 'seamless'>().notNull().default('transfer'),
    /** The aggregator's name for this provider's games (Hub88's product); null: the provider id. */
    aggregatorProduct: text('aggregator_product'),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.gpId] })],
);

/** The deployment's account with an aggregator: one contract, each site a sub-partner of it (decision 0054). */
export const aggregatorAccounts = pgTable('aggregator_accounts', {
  aggregator: text('aggregator').$type<'hub88'>().primaryKey(),
  operatorId: integer('operator_id').notNull(),
  baseUrl: text('base_url').notNull(),
  /** Our private key, sealed with SERVER_SECRET (lib/crypto seal); never shown again, never logged. */
  privateKeySealed: text('private_key_sealed').notNull(),
  /** The aggregator's public key: its calls to our seamless wallet are verified with it. */
  aggregatorPublicKey: text('aggregator_public_key').notNull(),
  version: integer('version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every bet, win and rollback an aggregator sent to the seamless wallet, kept for good: one transaction uuid
 * moves money once; a rollback of a bet never seen leaves a `void` row under that bet's uuid.
 */
export const seamlessTransactions = pgTable(
  'seamless_transactions',
  {
    aggregator: text('aggregator').notNull(),
    transactionUuid: text('transaction_uuid').notNull(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    gpId: text('gp_id').notNull(),
    kind: text('kind').$type<'bet' | 'win' | 'rollback' | 'void'>().notNull(),
    /** Minor units of `currency`, never negative. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    referenceUuid: text('reference_uuid'),
    round: text('round'),
    gameCode: text('game_code'),
    /** What the transaction said (a repeat saying otherwise is refused as a duplicate). */
    fingerprint: text('fingerprint').notNull(),
    /** The first answer, given again to a repeat. */
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    rolledBack: boolean('rolled_back').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.aggregator, t.transactionUuid] }),
    index('seamless_transactions_member_idx').on(t.siteId, t.memberId, t.createdAt),
  ],
);

/**
 * A game of a provider. `lobby` rows are the provider's entry in a game type's hall (gp_list); `game`
 * rows are the single games of a provider list (/slotgame).
 */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    gpId: text('gp_id').notNull(),
    gtId: integer('gt_id').notNull(),
    kind: text('kind').$type<'lobby' | 'game'>().notNull(),
    gameCode: text('game_code').notNull(),
    house: text('house').notNull().default(''),
    /** Names by locale; en_US is the fallback. */
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    iconLight: text('icon_light').notNull(),
    iconDark: text('icon_dark').notNull(),
    tags: jsonb('tags')
      .$type<('hot' | 'new' | 'slot')[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    customized: integer('customized').notNull().default(0),
    /** 0 both, 1 desktop, 2 mobile. */
    supportDevice: integer('support_device').notNull().default(0),
    /** Currencies it is offered in; empty means every currency of the site. */
    currencies: jsonb('currencies')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    hasDemo: boolean('has_demo').notNull().default(false),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /** Raised by every back-office write; a write naming an older one is refused (optimistic concurrency). */
    version: integer('version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('games_code_uq').on(t.siteId, t.gpId, t.gtId, t.gameCode),
    index('games_list_idx').on(t.siteId, t.gtId, t.gpId),
  ],
);

/**
 * Bumped in the same transaction as every catalogue write (an operator's edit, a sync): every node
 * compares it before using its in-memory copy, so a change reaches every node's hall replies at once.
 */
export const gameCatalogueVersions = pgTable('game_catalogue_versions', {
  siteId: integer('site_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * A site's order of game types in the hall and whether a type shows at all. A type without a row shows in
 * its default place (its id); the operator's first change writes the row.
 */
export const gameTypeSettings = pgTable(
  'game_type_settings',
  {
    siteId: integer('site_id').notNull(),
    gtId: integer('gt_id').notNull(),
    sort: integer('sort').notNull(),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.gtId] })],
);

export const favoriteGames = pgTable(
  'favorite_games',
  {
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.memberId, t.gameId] })],
);

export const lastPlayedGames = pgTable(
  'last_played_games',
  {
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.memberId, t.gameId] })],
);

/** The game a member has open (one at a time): is_playing in the layout, and which provider to leave. */
export const openGames = pgTable(
  'open_games',
  {
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    gpId: text('gp_id').notNull(),
    gameId: integer('game_id').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.memberId] })],
);

/**
 * A transfer between the main wallet and a provider: recorded before the provider is called, settled
 * after. Its id is the provider's idempotency key. At most one pending transfer per member and provider.
 */
export const gameTransfers = pgTable(
  'game_transfers',
  {
    id: uuid('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    gpId: text('gp_id').notNull(),
    currency: text('currency').notNull(),
    /** in: main → provider; out: provider → main. */
    direction: text('direction').$type<'in' | 'out'>().notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').$type<'pending' | 'settled' | 'failed'>().notNull(),
    /** The provider's balance right after it applied the transfer. */
    providerBalance: bigint('provider_balance', { mode: 'bigint' }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('game_transfers_one_pending_uq')
      .on(t.siteId, t.memberId, t.gpId)
      .where(sql`status = 'pending'`),
    index('game_transfers_pending_idx')
      .on(t.createdAt)
      .where(sql`status = 'pending'`),
  ],
);
