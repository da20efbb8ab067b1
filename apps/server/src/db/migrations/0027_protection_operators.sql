-- Player protection, the operators' side (decision 0051): the deposit-limit offer a member may skip, settings
-- and site-wide limits per site and currency, reality-check answers, and markers of harm for review.
ALTER TABLE "protection_members" ADD COLUMN "prompt_skipped_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "protection_settings" (
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"deposit_limit_prompt" boolean DEFAULT true NOT NULL,
	"deposits_per_day" integer DEFAULT 5 NOT NULL,
	"withdrawals_cancelled" integer DEFAULT 2 NOT NULL,
	"night_play_nights" integer DEFAULT 3 NOT NULL,
	"net_deposits_30d" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "protection_settings_site_id_currency_pk" PRIMARY KEY("site_id","currency")
);
--> statement-breakpoint
CREATE TABLE "protection_site_limits" (
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"measure" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "protection_site_limits_site_id_currency_measure_period_pk" PRIMARY KEY("site_id","currency","measure","period"),
	CONSTRAINT "protection_site_limits_amount" CHECK ("amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "protection_reality_answers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"answer" text NOT NULL,
	"played_seconds" integer NOT NULL,
	"net" bigint NOT NULL,
	"answered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "protection_reality_answers_member_idx" ON "protection_reality_answers" USING btree ("site_id","member_id","answered_at");
--> statement-breakpoint
CREATE TABLE "protection_flags" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"detail" text NOT NULL,
	"raised_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"note" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "protection_flags_open_uq" ON "protection_flags" USING btree ("site_id","member_id","kind") WHERE "protection_flags"."reviewed_at" is null;
--> statement-breakpoint
CREATE INDEX "protection_flags_site_idx" ON "protection_flags" USING btree ("site_id","raised_at");
