import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { operatorUsers } from './backoffice.js';

/**
 * One piece of operator-authored site content (decision 0011): a banner, an announcement, a pop-up
 * bulletin, a footer or float link, a template ad, a sponsor, login-page or register-background content, a
 * template config, an article or a promotion. What every kind shares (site, language, template, device,
 * order, schedule) are columns; the kind's own fields are `data`, checked by the kind's schema and with
 * its HTML sanitised when written.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    kind: text('kind').notNull(),
    /** The locale it is written in; null for every language. */
    locale: text('locale'),
    /** The desktop or mobile template it belongs to; null for every template. */
    template: text('template'),
    /** Display device: 0 both, 1 desktop, 2 mobile. */
    device: smallint('device').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    data: jsonb('data').notNull(),
    /** Set on rows the demo seed owns, so seeding again finds them instead of adding copies. */
    seedKey: text('seed_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Raised by every back-office write: a write on an older version is refused (409). */
    version: integer('version').notNull().default(0),
  },
  (t) => [
    index('content_entries_site_kind_idx').on(t.siteId, t.kind),
    uniqueIndex('content_entries_seed_key_idx').on(t.siteId, t.seedKey),
  ],
);

/** Bumped in the same transaction as every content write: readers compare it to know their copy is current. */
export const contentVersions = pgTable('content_versions', {
  siteId: integer('site_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** A member who closed a display-until-hidden pop-up: bulletins not changed since stay hidden for them. */
export const bulletinHides = pgTable(
  'content_bulletin_hides',
  {
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    device: smallint('device').notNull(),
    location: smallint('location').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.memberId, t.device, t.location] })],
);

/** A member read an announcement in the member centre. */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    entryId: integer('entry_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.entryId] })],
);

/** Picture bytes: PGlite answers a Uint8Array, pg a Buffer; both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A picture an operator uploaded (decision 0011): its stored sizes are `contentImageVariants`. */
export const contentImages = pgTable('content_images', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull(),
  /** banner | picture | icon: which sizes were made. */
  purpose: text('purpose').notNull(),
  createdBy: bigint('created_by', { mode: 'number' })
    .notNull()
    .references(() => operatorUsers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One stored size of an uploaded picture, as WebP, in the database so that every node serves it. Never
 * changed after it is written: its address can be cached for a year, and its hash is its ETag.
 */
export const contentImageVariants = pgTable(
  'content_image_variants',
  {
    imageId: integer('image_id')
      .notNull()
      .references(() => contentImages.id, { onDelete: 'cascade' }),
    /** desktop | small | mobile (banners), main (pictures and icons). */
    variant: text('variant').notNull(),
    siteId: integer('site_id').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    /** Hex SHA-256 of the bytes. */
    sha256: text('sha256').notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.variant] })],
);
