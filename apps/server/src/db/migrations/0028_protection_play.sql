-- Play time for the session limit (decision 0052): stretches of play as the game page's beats report them.
CREATE TABLE "protection_play" (
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "protection_play_site_id_member_id_started_at_pk" PRIMARY KEY("site_id","member_id","started_at")
);
--> statement-breakpoint
CREATE INDEX "protection_play_seen_idx" ON "protection_play" USING btree ("site_id","member_id","last_seen_at");
