-- The registration blacklist gets a console screen. Entries are kept as registration compares them
-- (trimmed and in lower case; a phone number as its digits), so each one blocks, and a site lists each
-- once: rows written before are brought to that form and their repeats dropped (the oldest stays).
UPDATE "register_blacklist" SET "value" = lower(btrim("value", E' \t\r\n')) WHERE "kind" IN ('name', 'email');
--> statement-breakpoint
UPDATE "register_blacklist" SET "value" = regexp_replace("value", '[^0-9]', '', 'g')
WHERE "kind" = 'phone' AND regexp_replace("value", '[^0-9]', '', 'g') <> '';
--> statement-breakpoint
DELETE FROM "register_blacklist" AS later USING "register_blacklist" AS first
WHERE later."site_id" = first."site_id" AND later."kind" = first."kind"
  AND lower(later."value") = lower(first."value") AND later."id" > first."id";
--> statement-breakpoint
DROP INDEX IF EXISTS "register_blacklist_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX "register_blacklist_uq" ON "register_blacklist" USING btree ("site_id","kind",lower("value"));
