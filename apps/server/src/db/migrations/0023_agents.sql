-- Agents (issue 16): applications, commission plans with terms versioned by the period they start,
-- promotion links, transfer rules, transfers to the downline and commission statements.
CREATE TABLE "agent_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "agent_applications_pending_uq" ON "agent_applications" USING btree ("member_id") WHERE status = 'pending';
--> statement-breakpoint
CREATE INDEX "agent_applications_site_idx" ON "agent_applications" USING btree ("site_id","status","id");
--> statement-breakpoint
CREATE TABLE "agent_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "agent_plans_default_uq" ON "agent_plans" USING btree ("site_id","currency") WHERE is_default;
--> statement-breakpoint
CREATE TABLE "agent_plan_terms" (
	"plan_id" integer NOT NULL REFERENCES "agent_plans"("id"),
	"effective_from" timestamp with time zone NOT NULL,
	"terms" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_plan_terms_plan_id_effective_from_pk" PRIMARY KEY("plan_id","effective_from")
);
--> statement-breakpoint
CREATE TABLE "agent_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"agent_id" bigint NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "agent_links_code_uq" ON "agent_links" USING btree ("site_id","code");
--> statement-breakpoint
CREATE INDEX "agent_links_agent_idx" ON "agent_links" USING btree ("agent_id");
--> statement-breakpoint
CREATE TABLE "agent_transfer_rules" (
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"daily_amount" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_transfer_rules_site_id_currency_pk" PRIMARY KEY("site_id","currency")
);
--> statement-breakpoint
CREATE TABLE "agent_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"agent_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "agent_transfers_request_uq" ON "agent_transfers" USING btree ("agent_id","request_id");
--> statement-breakpoint
CREATE INDEX "agent_transfers_agent_idx" ON "agent_transfers" USING btree ("agent_id","created_at");
--> statement-breakpoint
CREATE TABLE "agent_statements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"agent_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"plan_id" integer NOT NULL,
	"plan_name" text NOT NULL,
	"terms" jsonb NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"net_result" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"rate_permille" integer NOT NULL,
	"carried_in" bigint NOT NULL,
	"carried_out" bigint NOT NULL,
	"own_commission" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"decided_by" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "agent_statements_period_uq" ON "agent_statements" USING btree ("agent_id","period_start");
--> statement-breakpoint
CREATE INDEX "agent_statements_site_idx" ON "agent_statements" USING btree ("site_id","status","id");
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "agent_plan_id" integer;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "agent_link_id" bigint;
--> statement-breakpoint
-- The reports' downline money: a member's paid payment orders by time.
CREATE INDEX "payment_orders_member_paid_idx" ON "payment_orders" USING btree ("member_id","updated_at") WHERE status = 'paid';
--> statement-breakpoint
-- ledger_group (0022) gains agent commission in the award group; agent transfers stay adjustments.
CREATE OR REPLACE FUNCTION "ledger_group"("kind" text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE
    WHEN "kind" LIKE 'deposit%' THEN 'deposit'
    WHEN "kind" LIKE 'withdrawal%' THEN 'withdrawal'
    WHEN "kind" LIKE 'game%' THEN 'game'
    WHEN "kind" IN ('red_envelope', 'roulette') OR "kind" LIKE 'activity%' THEN 'activity'
    WHEN "kind" IN ('demo_credit', 'cash_surplus', 'agent_commission') OR "kind" LIKE 'award%' OR "kind" LIKE 'bonus%'
      OR "kind" LIKE 'rebate%' OR "kind" LIKE 'referral%' OR "kind" LIKE 'recommend%' OR "kind" LIKE 'cashback%'
      THEN 'award'
    ELSE 'adjustment'
  END
$$;
--> statement-breakpoint
REINDEX INDEX "ledger_member_group_idx";
