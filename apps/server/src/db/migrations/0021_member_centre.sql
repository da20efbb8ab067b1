CREATE TABLE "announcement_reads" (
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"entry_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_reads_member_id_entry_id_pk" PRIMARY KEY("member_id","entry_id")
);
--> statement-breakpoint
CREATE TABLE "referral_settings" (
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"rules" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_settings_site_id_currency_pk" PRIMARY KEY("site_id","currency")
);
--> statement-breakpoint
CREATE TABLE "referral_awards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"referrer_id" bigint NOT NULL,
	"friend_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "referral_awards_friend_kind_uq" ON "referral_awards" USING btree ("site_id","friend_id","kind");
--> statement-breakpoint
CREATE INDEX "referral_awards_referrer_idx" ON "referral_awards" USING btree ("site_id","referrer_id","id");
--> statement-breakpoint
CREATE TABLE "cashback_settings" (
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"rate_permille" integer DEFAULT 0 NOT NULL,
	"cap" bigint DEFAULT 0 NOT NULL,
	"minimum" bigint DEFAULT 0 NOT NULL,
	"period" text DEFAULT 'day' NOT NULL,
	"mode" text DEFAULT 'claim' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashback_settings_site_id_currency_pk" PRIMARY KEY("site_id","currency")
);
--> statement-breakpoint
CREATE TABLE "cashback_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"net_loss" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"claim_until" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_grants_period_uq" ON "cashback_grants" USING btree ("site_id","member_id","currency","period_start");
--> statement-breakpoint
CREATE INDEX "cashback_grants_member_idx" ON "cashback_grants" USING btree ("site_id","member_id","id");
--> statement-breakpoint
CREATE INDEX "cashback_grants_claimable_idx" ON "cashback_grants" USING btree ("status","claim_until");
