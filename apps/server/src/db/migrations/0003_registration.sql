CREATE TABLE "agent_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"host" text NOT NULL,
	"agent_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_blacklist" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"name" text NOT NULL,
	"is_display" smallint DEFAULT 0 NOT NULL,
	"is_required" smallint DEFAULT 0 NOT NULL,
	"is_unique" smallint DEFAULT 0 NOT NULL,
	"is_member_center" smallint DEFAULT 0 NOT NULL,
	"is_verification" smallint DEFAULT 0 NOT NULL,
	"is_member_center_verification" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "recommend_code" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "recommend_disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "parent_agent_id" bigint;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "referrer_id" bigint;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "register_ip" text;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_domains_host_uq" ON "agent_domains" USING btree ("site_id","host");--> statement-breakpoint
CREATE INDEX "register_blacklist_idx" ON "register_blacklist" USING btree ("site_id","kind","value");--> statement-breakpoint
CREATE UNIQUE INDEX "register_settings_uq" ON "register_settings" USING btree ("site_id","currency","name");--> statement-breakpoint
CREATE UNIQUE INDEX "service_agreements_uq" ON "service_agreements" USING btree ("site_id","language");--> statement-breakpoint
CREATE UNIQUE INDEX "members_site_recommend_uq" ON "members" USING btree ("site_id","recommend_code");--> statement-breakpoint
CREATE INDEX "members_register_ip_idx" ON "members" USING btree ("site_id","register_ip","created_at");