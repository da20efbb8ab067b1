CREATE TABLE "member_logins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text NOT NULL,
	"udid" text DEFAULT '' NOT NULL,
	"device" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "last_login_ip" text;--> statement-breakpoint
ALTER TABLE "member_logins" ADD CONSTRAINT "member_logins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_logins_member_idx" ON "member_logins" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "members_account_prefix_idx" ON "members" USING btree ("member_account" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_site_created_idx" ON "members" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "members_site_last_login_idx" ON "members" USING btree ("site_id","last_login_at");--> statement-breakpoint
CREATE INDEX "members_phone_idx" ON "members" USING btree ("member_phone");--> statement-breakpoint
CREATE INDEX "members_email_idx" ON "members" USING btree (lower("member_email"));--> statement-breakpoint
CREATE INDEX "members_last_login_ip_idx" ON "members" USING btree ("last_login_ip");--> statement-breakpoint
CREATE INDEX "members_agent_idx" ON "members" USING btree ("parent_agent_id");