-- Player protection (decision 0050): members' limits (and operators' on them), raises waiting out their
-- cooling-off, time-outs and self-exclusions. Times are written by the service's clock.
CREATE TABLE "protection_members" (
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"reality_check_minutes" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "protection_members_site_id_member_id_pk" PRIMARY KEY("site_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "protection_limits" (
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"setter" text NOT NULL,
	"measure" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "protection_limits_site_id_member_id_setter_measure_period_pk" PRIMARY KEY("site_id","member_id","setter","measure","period"),
	CONSTRAINT "protection_limits_amount" CHECK ("amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "protection_limit_raises" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"measure" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"requested_at" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "protection_raises_pending_uq" ON "protection_limit_raises" USING btree ("site_id","member_id","measure","period") WHERE "protection_limit_raises"."state" = 'pending';
--> statement-breakpoint
CREATE TABLE "protection_blocks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"set_by" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "protection_blocks_member_idx" ON "protection_blocks" USING btree ("site_id","member_id","ends_at");
--> statement-breakpoint
CREATE TABLE "protection_marks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator" text NOT NULL,
	"hash" text NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "protection_marks_lookup_idx" ON "protection_marks" USING btree ("operator","hash");
--> statement-breakpoint
-- A member's deposit orders by time, for the deposit limit's windows.
CREATE INDEX "payment_orders_member_time_idx" ON "payment_orders" USING btree ("member_id","created_at");
