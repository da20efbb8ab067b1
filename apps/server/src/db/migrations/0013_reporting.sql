CREATE TABLE "daily_figures" (
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"registrations" integer NOT NULL,
	"first_deposits" integer NOT NULL,
	"logins" integer NOT NULL,
	"active_members" integer NOT NULL,
	"transfers_in" bigint NOT NULL,
	"transfers_out" bigint NOT NULL,
	"net_game_result" bigint NOT NULL,
	"letters" integer NOT NULL,
	"activity_payouts" bigint NOT NULL,
	CONSTRAINT "daily_figures_site_id_currency_day_pk" PRIMARY KEY("site_id","currency","day")
);
--> statement-breakpoint
CREATE INDEX "member_logins_site_time_idx" ON "member_logins" USING btree ("site_id","at");--> statement-breakpoint
CREATE INDEX "members_last_login_idx" ON "members" USING btree ("last_login_at");--> statement-breakpoint
CREATE INDEX "ledger_member_idx" ON "ledger_entries" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "ledger_site_time_idx" ON "ledger_entries" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "letters_site_time_idx" ON "letters" USING btree ("site_id","created_at");