-- Reward credit balances move from users.credits_amount into the wallet ledger, which is from now
-- on their one source: each balance becomes its account's opening line.
INSERT INTO "wallet_entries" ("agency_id", "kind", "account", "currency", "seq", "amount_minor", "balance_minor", "reason")
SELECT "agency_id", 'credits', "id"::text, "credits_currency", 1, "credits_amount", "credits_amount", 'opening'
FROM "users" WHERE "credits_amount" > 0;--> statement-breakpoint
DROP TABLE "credit_ledger" CASCADE;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "credits_amount";
