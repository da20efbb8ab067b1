CREATE TABLE "red_envelope_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"envelope_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "red_envelopes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"title" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"budget" bigint NOT NULL,
	"remaining" bigint NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"min_member_days" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roulette_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"roulette_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"remaining" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roulette_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"roulette_id" integer NOT NULL,
	"label" text NOT NULL,
	"cash" bigint DEFAULT 0 NOT NULL,
	"item" text,
	"weight" integer NOT NULL,
	"stock" integer,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roulette_spins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"roulette_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"prize_id" integer NOT NULL,
	"audit" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roulettes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"title" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"deposit_per_draw" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "red_envelope_claims" ADD CONSTRAINT "red_envelope_claims_envelope_id_red_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."red_envelopes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roulette_prizes" ADD CONSTRAINT "roulette_prizes_roulette_id_roulettes_id_fk" FOREIGN KEY ("roulette_id") REFERENCES "public"."roulettes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "red_envelope_claims_uq" ON "red_envelope_claims" USING btree ("envelope_id","member_id");--> statement-breakpoint
CREATE INDEX "red_envelopes_live_idx" ON "red_envelopes" USING btree ("site_id","currency","end_at");--> statement-breakpoint
CREATE UNIQUE INDEX "roulette_draws_uq" ON "roulette_draws" USING btree ("roulette_id","member_id");