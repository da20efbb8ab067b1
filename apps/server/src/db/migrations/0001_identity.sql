CREATE TABLE "captchas" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"answer_hash" text NOT NULL,
	"client_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "double_validations" (
	"member_login_id" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"device" jsonb NOT NULL,
	"question" text NOT NULL,
	"asked" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_throttles" (
	"site_id" integer NOT NULL,
	"key" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_devices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"udid" text NOT NULL,
	"device" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"trusted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_account" text NOT NULL,
	"member_currency" text NOT NULL,
	"password_hash" text NOT NULL,
	"withdraw_password_hash" text,
	"status" text DEFAULT 'active' NOT NULL,
	"member_type" smallint DEFAULT 1 NOT NULL,
	"agent_type" smallint DEFAULT 0 NOT NULL,
	"agent_level" smallint DEFAULT 0 NOT NULL,
	"is_agent" boolean DEFAULT false NOT NULL,
	"agent_active" boolean DEFAULT false NOT NULL,
	"member_grade_name" text DEFAULT 'VIP0' NOT NULL,
	"first_login_to_change_password" boolean DEFAULT false NOT NULL,
	"need_bank_account_deposit_verified" boolean DEFAULT false NOT NULL,
	"require_transfer_validation" boolean DEFAULT false NOT NULL,
	"member_name" text,
	"member_birthday" text,
	"member_email" text,
	"member_phone" text,
	"member_line" text,
	"member_others" text,
	"member_qq" text,
	"member_skype" text,
	"member_wechat" text,
	"member_fb" text,
	"member_zalo" text,
	"member_telegram" text,
	"member_whats_app" text,
	"identity_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "transfer_validation_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "prev_token_hash" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "prev_valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "double_validations" ADD CONSTRAINT "double_validations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_devices" ADD CONSTRAINT "member_devices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_validation_tokens" ADD CONSTRAINT "transfer_validation_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captchas_client_idx" ON "captchas" USING btree ("site_id","client_key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "login_throttles_uq" ON "login_throttles" USING btree ("site_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "member_devices_uq" ON "member_devices" USING btree ("site_id","member_id","udid");--> statement-breakpoint
CREATE UNIQUE INDEX "members_site_account_uq" ON "members" USING btree ("site_id","member_account");--> statement-breakpoint
CREATE INDEX "sessions_prev_token_idx" ON "sessions" USING btree ("prev_token_hash");