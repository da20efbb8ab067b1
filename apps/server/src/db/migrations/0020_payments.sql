CREATE TABLE "conversion_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"event_name" text NOT NULL,
	"event_time" timestamp with time zone NOT NULL,
	"member_id" bigint,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_payout_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"bank_code" text NOT NULL,
	"account_no" text NOT NULL,
	"holder_name" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_callback_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_callback_problems" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer,
	"reference" text DEFAULT '' NOT NULL,
	"problem" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"daily_limit" bigint DEFAULT 0 NOT NULL,
	"fee_rate_permille" integer DEFAULT 0 NOT NULL,
	"quick_amounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"account_no" text DEFAULT '' NOT NULL,
	"branch" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"operator_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"channel_id" integer,
	"channel_kind" text NOT NULL,
	"channel_name" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_status" text DEFAULT '' NOT NULL,
	"gateway" text DEFAULT '' NOT NULL,
	"gateway_order_id" text,
	"gateway_tx_id" text,
	"pay_url" text,
	"request_id" text NOT NULL,
	"sender_name" text DEFAULT '' NOT NULL,
	"transferred_at" timestamp with time zone,
	"payout_account" jsonb,
	"note" text DEFAULT '' NOT NULL,
	"check_at" timestamp with time zone,
	"check_attempts" integer DEFAULT 0 NOT NULL,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_amount_positive" CHECK ("payment_orders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_receipts" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"mime" text NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_rules" (
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"daily_count" integer NOT NULL,
	"daily_amount" bigint NOT NULL,
	"turnover_multiplier" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "withdrawal_rules_site_id_currency_pk" PRIMARY KEY("site_id","currency")
);
--> statement-breakpoint
ALTER TABLE "daily_figures" ADD COLUMN "deposits" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_figures" ADD COLUMN "withdrawals" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "conversion_events_uq" ON "conversion_events" USING btree ("site_id","event_name","event_id");--> statement-breakpoint
CREATE INDEX "member_payout_accounts_member_idx" ON "member_payout_accounts" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_payout_accounts_uq" ON "member_payout_accounts" USING btree ("site_id","member_id","bank_code","account_no") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "payment_callback_problems_site_idx" ON "payment_callback_problems" USING btree ("site_id","id");--> statement-breakpoint
CREATE INDEX "payment_channels_site_idx" ON "payment_channels" USING btree ("site_id","currency");--> statement-breakpoint
CREATE INDEX "payment_order_events_order_idx" ON "payment_order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_number_uq" ON "payment_orders" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_request_uq" ON "payment_orders" USING btree ("site_id","member_id","kind","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_gateway_tx_uq" ON "payment_orders" USING btree ("gateway","gateway_tx_id") WHERE gateway_tx_id is not null;--> statement-breakpoint
CREATE INDEX "payment_orders_member_idx" ON "payment_orders" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "payment_orders_site_status_idx" ON "payment_orders" USING btree ("site_id","status","id");--> statement-breakpoint
CREATE INDEX "payment_orders_check_idx" ON "payment_orders" USING btree ("check_at") WHERE check_at is not null;