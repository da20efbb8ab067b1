CREATE TABLE "adjustment_thresholds" (
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"threshold" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "balance_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason_code" text NOT NULL,
	"note" text NOT NULL,
	"status" text NOT NULL,
	"request_id" text NOT NULL,
	"requested_by" bigint NOT NULL,
	"decided_by" bigint,
	"ledger_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "balance_adjustments_four_eyes" CHECK ("balance_adjustments"."decided_by" is null or "balance_adjustments"."decided_by" <> "balance_adjustments"."requested_by"),
	CONSTRAINT "balance_adjustments_amount_nonzero" CHECK ("balance_adjustments"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_requested_by_operator_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."operator_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_decided_by_operator_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operator_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "adjustment_thresholds_uq" ON "adjustment_thresholds" USING btree ("site_id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_adjustments_request_uq" ON "balance_adjustments" USING btree ("requested_by","request_id");--> statement-breakpoint
CREATE INDEX "balance_adjustments_member_idx" ON "balance_adjustments" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "balance_adjustments_site_status_idx" ON "balance_adjustments" USING btree ("site_id","status","id");--> statement-breakpoint
CREATE FUNCTION "balance_adjustments_decided_once"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR OLD.status <> 'pending' THEN
    RAISE EXCEPTION 'balance_adjustments: a decided adjustment is final (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "balance_adjustments_final" BEFORE UPDATE OR DELETE ON "balance_adjustments" FOR EACH ROW EXECUTE FUNCTION "balance_adjustments_decided_once"();
