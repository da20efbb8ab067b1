ALTER TABLE "red_envelopes" ADD COLUMN "titles" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "red_envelopes" ADD COLUMN "count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "red_envelopes" ADD COLUMN "claimed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "red_envelopes" ADD COLUMN "ended_early_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "red_envelopes" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "red_envelopes" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "red_envelopes" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "red_envelopes" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Drops made before envelopes were counted: the claims so far, plus as many as the budget left still pays.
UPDATE "red_envelopes" SET
  "titles" = jsonb_build_object('en_US', "title"),
  "claimed" = (SELECT count(*) FROM "red_envelope_claims" c WHERE c."envelope_id" = "red_envelopes"."id"),
  "count" = LEAST(2147483647, GREATEST(1,
    (SELECT count(*) FROM "red_envelope_claims" c WHERE c."envelope_id" = "red_envelopes"."id")
    + "remaining" / GREATEST("min_amount", 1)));--> statement-breakpoint
CREATE UNIQUE INDEX "red_envelopes_request_uq" ON "red_envelopes" USING btree ("created_by","request_id");--> statement-breakpoint
CREATE INDEX "red_envelope_claims_member_idx" ON "red_envelope_claims" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "roulettes" ADD COLUMN "titles" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "roulettes" ADD COLUMN "grant_kind" text DEFAULT 'accounts' NOT NULL;--> statement-breakpoint
ALTER TABLE "roulettes" ADD COLUMN "grant_accounts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "roulettes" ADD COLUMN "grant_draws" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "roulettes" ADD COLUMN "ended_early_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roulettes" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "roulettes" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "roulettes" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "roulettes" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "roulettes" SET "titles" = jsonb_build_object('en_US', "title");--> statement-breakpoint
CREATE UNIQUE INDEX "roulettes_request_uq" ON "roulettes" USING btree ("created_by","request_id");--> statement-breakpoint
CREATE INDEX "roulettes_live_idx" ON "roulettes" USING btree ("site_id","currency","end_at");--> statement-breakpoint
ALTER TABLE "roulette_prizes" ADD COLUMN "labels" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "roulette_prizes" SET "labels" = jsonb_build_object('en_US', "label");--> statement-breakpoint
CREATE INDEX "roulette_prizes_wheel_idx" ON "roulette_prizes" USING btree ("roulette_id");--> statement-breakpoint
CREATE INDEX "roulette_spins_wheel_idx" ON "roulette_spins" USING btree ("roulette_id","id");
