CREATE TABLE "content_bulletin_hides" (
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"device" smallint NOT NULL,
	"location" smallint NOT NULL,
	"hidden_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_bulletin_hides_site_id_member_id_device_location_pk" PRIMARY KEY("site_id","member_id","device","location")
);
--> statement-breakpoint
CREATE TABLE "content_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"locale" text,
	"template" text,
	"device" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"data" jsonb NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_entries_site_kind_idx" ON "content_entries" USING btree ("site_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "content_entries_seed_key_idx" ON "content_entries" USING btree ("site_id","seed_key");