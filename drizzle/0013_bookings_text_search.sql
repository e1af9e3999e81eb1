-- The back office's text search over the agency's bookings (reference, lead name and email, any
-- traveller's name) as substring matches: trigram indexes of the very expressions the query uses
-- (lib/server/bookings/agency-list.ts). Kept out of the drizzle schema, which cannot declare them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_search_trgm" ON "bookings" USING gin (
  (lower("reference" || ' ' || "lead_last_name" || ' ' || coalesce("contact"->>'firstName', '') || ' ' || coalesce("contact"->>'email', ''))) gin_trgm_ops
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "booking_travellers_name_trgm" ON "booking_travellers" USING gin (
  (lower("first_name" || ' ' || "last_name")) gin_trgm_ops
);
