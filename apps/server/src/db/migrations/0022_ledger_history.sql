-- The member's Transaction page (issue 15): a member's ledger filtered by group and by dates, newest
-- first, stays index-driven for a member with 100,000 postings.
--
-- ledger_group(kind) is the one place that maps a ledger kind to the page's group (the contract's
-- TRANSACTION_GROUPS). The server selects it and filters by it, so the mapping is never written twice.
--   deposit                                             deposit, and any kind starting "deposit"
--   withdrawal                                          withdrawal, withdrawal_hold, withdrawal_release, any "withdrawal…"
--   game                                                game_transfer_in, game_transfer_out, game_transfer_refund,
--                                                       game_result, any "game…"
--   activity                                            red_envelope, roulette, any "activity…"
--   award                                               referral_award, cash_surplus (cash back), demo_credit (the
--                                                       demo's welcome money), any "award…", "bonus…", "rebate…",
--                                                       "referral…", "recommend…", "cashback…"
--   adjustment                                          adjustment, and every kind not named above
-- Changing it means a new migration that replaces the function and rebuilds ledger_member_group_idx.
CREATE FUNCTION "ledger_group"("kind" text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE
    WHEN "kind" LIKE 'deposit%' THEN 'deposit'
    WHEN "kind" LIKE 'withdrawal%' THEN 'withdrawal'
    WHEN "kind" LIKE 'game%' THEN 'game'
    WHEN "kind" IN ('red_envelope', 'roulette') OR "kind" LIKE 'activity%' THEN 'activity'
    WHEN "kind" IN ('demo_credit', 'cash_surplus') OR "kind" LIKE 'award%' OR "kind" LIKE 'bonus%'
      OR "kind" LIKE 'rebate%' OR "kind" LIKE 'referral%' OR "kind" LIKE 'recommend%' OR "kind" LIKE 'cashback%'
      THEN 'award'
    ELSE 'adjustment'
  END
$$;
--> statement-breakpoint
-- A group without dates: walk the member's postings of that group by id.
CREATE INDEX "ledger_member_group_idx" ON "ledger_entries" USING btree ("member_id", "ledger_group"("kind"), "id");
--> statement-breakpoint
-- Dates (with or without a group): the member's postings of the range, then the newest of them.
CREATE INDEX "ledger_member_time_idx" ON "ledger_entries" USING btree ("member_id", "created_at");
