CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"site_id" integer DEFAULT 0 NOT NULL,
	"version" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
