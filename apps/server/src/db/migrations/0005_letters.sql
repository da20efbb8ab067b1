CREATE TABLE "letters" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"language" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "letters_member_idx" ON "letters" USING btree ("site_id","member_id","id");