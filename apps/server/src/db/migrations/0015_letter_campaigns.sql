CREATE TABLE "letter_campaigns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"audience" jsonb NOT NULL,
	"versions" jsonb NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"request_id" text NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "letters" ADD COLUMN "campaign_id" bigint;--> statement-breakpoint
ALTER TABLE "letter_campaigns" ADD CONSTRAINT "letter_campaigns_created_by_operator_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operator_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "letter_campaigns_request_uq" ON "letter_campaigns" USING btree ("created_by","request_id");--> statement-breakpoint
CREATE INDEX "letter_campaigns_site_status_idx" ON "letter_campaigns" USING btree ("site_id","status","id");--> statement-breakpoint
CREATE INDEX "letter_campaigns_due_idx" ON "letter_campaigns" USING btree ("send_at") WHERE "letter_campaigns"."status" = 'scheduled';--> statement-breakpoint
CREATE UNIQUE INDEX "letters_campaign_member_uq" ON "letters" USING btree ("campaign_id","member_id");