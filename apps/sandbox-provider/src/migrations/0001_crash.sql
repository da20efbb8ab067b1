CREATE TABLE "sbx_crash_chains" (
	"id" integer PRIMARY KEY NOT NULL,
	"seed" text NOT NULL,
	"salt" text NOT NULL,
	"length" integer NOT NULL,
	"terminating_hash" text NOT NULL,
	"next_index" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sbx_crash_next_ok" CHECK ("sbx_crash_chains"."next_index" between 1 and "sbx_crash_chains"."length" + 1)
);
--> statement-breakpoint
CREATE INDEX "sbx_rounds_player_idx" ON "sbx_rounds" USING btree ("site_id","player_id","id");