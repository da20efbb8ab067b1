ALTER TABLE "sites" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "games_closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "register_settings" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;
