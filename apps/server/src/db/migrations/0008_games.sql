CREATE TABLE "favorite_games" (
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_games_site_id_member_id_game_id_pk" PRIMARY KEY("site_id","member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"site_id" integer NOT NULL,
	"gp_id" text NOT NULL,
	"name" text NOT NULL,
	"app_id" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"transfer_enabled" boolean DEFAULT true NOT NULL,
	"maintenance_start" timestamp with time zone,
	"maintenance_end" timestamp with time zone,
	"icon_light" text NOT NULL,
	"icon_dark" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"crash_menu_after" integer,
	CONSTRAINT "game_providers_site_id_gp_id_pk" PRIMARY KEY("site_id","gp_id")
);
--> statement-breakpoint
CREATE TABLE "game_transfers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"gp_id" text NOT NULL,
	"currency" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"provider_balance" bigint,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"gp_id" text NOT NULL,
	"gt_id" integer NOT NULL,
	"kind" text NOT NULL,
	"game_code" text NOT NULL,
	"house" text DEFAULT '' NOT NULL,
	"names" jsonb NOT NULL,
	"icon_light" text NOT NULL,
	"icon_dark" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"customized" integer DEFAULT 0 NOT NULL,
	"support_device" integer DEFAULT 0 NOT NULL,
	"currencies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"has_demo" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "last_played_games" (
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "last_played_games_site_id_member_id_game_id_pk" PRIMARY KEY("site_id","member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "open_games" (
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"gp_id" text NOT NULL,
	"game_id" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_games_site_id_member_id_pk" PRIMARY KEY("site_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "last_played_games" ADD CONSTRAINT "last_played_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_transfers_one_pending_uq" ON "game_transfers" USING btree ("site_id","member_id","gp_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "game_transfers_pending_idx" ON "game_transfers" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "games_code_uq" ON "games" USING btree ("site_id","gp_id","gt_id","game_code");--> statement-breakpoint
CREATE INDEX "games_list_idx" ON "games" USING btree ("site_id","gt_id","gp_id");