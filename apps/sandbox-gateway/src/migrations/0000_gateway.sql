CREATE TABLE "gw_callback_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"event_status" text NOT NULL,
	"notify_url" text NOT NULL,
	"body" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_status" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gw_callbacks_state_ok" CHECK ("gw_callback_deliveries"."state" in ('pending', 'delivered', 'failed', 'dropped'))
);
--> statement-breakpoint
CREATE TABLE "gw_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gateway_order_id" text NOT NULL,
	"merchant_order_no" text NOT NULL,
	"site_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"notify_url" text NOT NULL,
	"return_url" text NOT NULL,
	"gateway_tx_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	CONSTRAINT "gw_orders_amount_ok" CHECK ("gw_orders"."amount" > 0 and "gw_orders"."paid_amount" >= 0),
	CONSTRAINT "gw_orders_status_ok" CHECK ("gw_orders"."status" in ('created', 'processing', 'paid', 'cancelled', 'failed', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "gw_payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gateway_payout_id" text NOT NULL,
	"merchant_payout_no" text NOT NULL,
	"site_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"bank_code" text,
	"account_no" text NOT NULL,
	"holder_name" text NOT NULL,
	"notify_url" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"failure_reason" text,
	"gateway_tx_id" text,
	"settle_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "gw_payouts_amount_ok" CHECK ("gw_payouts"."amount" > 0),
	CONSTRAINT "gw_payouts_status_ok" CHECK ("gw_payouts"."status" in ('processing', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "gw_callbacks_due_idx" ON "gw_callback_deliveries" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "gw_callbacks_reference_idx" ON "gw_callback_deliveries" USING btree ("kind","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "gw_orders_merchant_no_uq" ON "gw_orders" USING btree ("merchant_order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "gw_orders_gateway_id_uq" ON "gw_orders" USING btree ("gateway_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gw_orders_tx_uq" ON "gw_orders" USING btree ("gateway_tx_id");--> statement-breakpoint
CREATE INDEX "gw_orders_open_idx" ON "gw_orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gw_payouts_merchant_no_uq" ON "gw_payouts" USING btree ("merchant_payout_no");--> statement-breakpoint
CREATE UNIQUE INDEX "gw_payouts_gateway_id_uq" ON "gw_payouts" USING btree ("gateway_payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gw_payouts_tx_uq" ON "gw_payouts" USING btree ("gateway_tx_id");--> statement-breakpoint
CREATE INDEX "gw_payouts_due_idx" ON "gw_payouts" USING btree ("status","settle_at");