-- Game aggregators and the seamless wallet (decision 0054).
-- Which aggregator serves a site's provider, and whether its games draw on the member's main balance per bet.
ALTER TABLE "game_providers" ADD COLUMN "aggregator" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "game_providers" ADD COLUMN "wallet_mode" text DEFAULT 'transfer' NOT NULL;--> statement-breakpoint
ALTER TABLE "game_providers" ADD COLUMN "aggregator_product" text;--> statement-breakpoint
-- The deployment's account with an aggregator (one contract; each site is a sub-partner of it).
CREATE TABLE "aggregator_accounts" (
	"aggregator" text PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"base_url" text NOT NULL,
	"private_key_sealed" text NOT NULL,
	"aggregator_public_key" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Every bet, win and rollback an aggregator sent to the seamless wallet, kept for good: a transaction uuid moves
-- money once; a rollback of a bet never seen leaves a 'void' row under the bet's uuid so a late bet is refused.
CREATE TABLE "seamless_transactions" (
	"aggregator" text NOT NULL,
	"transaction_uuid" text NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"gp_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reference_uuid" text,
	"round" text,
	"game_code" text,
	"fingerprint" text NOT NULL,
	"answer" jsonb NOT NULL,
	"rolled_back" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seamless_transactions_aggregator_transaction_uuid_pk" PRIMARY KEY("aggregator","transaction_uuid")
);
--> statement-breakpoint
CREATE INDEX "seamless_transactions_member_idx" ON "seamless_transactions" USING btree ("site_id","member_id","created_at");
