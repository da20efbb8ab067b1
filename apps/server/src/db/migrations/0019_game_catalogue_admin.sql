CREATE TABLE "game_catalogue_versions" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_type_settings" (
	"site_id" integer NOT NULL,
	"gt_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_type_settings_site_id_gt_id_pk" PRIMARY KEY("site_id","gt_id")
);
