-- The back office's client search (name either way round, email, phone) as substring matches: a
-- trigram index of the very expression the query uses (lib/server/clients/agency-clients.ts).
-- Kept out of the drizzle schema, which cannot declare it.
CREATE INDEX IF NOT EXISTS "clients_search_trgm" ON "clients" USING gin (
  (lower("first_name" || ' ' || "last_name" || ' ' || "first_name" || ' ' || "email" || ' ' || coalesce("phone", ''))) gin_trgm_ops
);
