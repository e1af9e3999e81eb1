-- The tickets a supplier issued on a booking (a flight's e-tickets, an activity's tickets), kept as
-- the supplier returned them instead of worked out from its reference at every read. Bookings made
-- before get the numbers the sandbox supplier issues (lib/server/inventory/confirmations.ts), so
-- nobody's ticket changes.
ALTER TABLE "bookings" ADD COLUMN "supplier_tickets" jsonb;--> statement-breakpoint
CREATE FUNCTION "sandbox_digits_of"(t text, digits int) RETURNS text AS $$
DECLARE
  n bigint := 0;
  modulus bigint := (10::bigint) ^ digits;
BEGIN
  FOR i IN 1..length(t) LOOP
    n := (n * 31 + ascii(substr(t, i, 1))) % modulus;
  END LOOP;
  RETURN lpad(n::text, digits, '0');
END
$$ LANGUAGE plpgsql IMMUTABLE;--> statement-breakpoint
UPDATE "bookings" b SET "supplier_tickets" = (
  SELECT coalesce(jsonb_agg('999' || "sandbox_digits_of"(b."supplier_reference" || ':' || p, 10) ORDER BY p), '[]'::jsonb)
  FROM generate_series(0, (SELECT count(*) FROM "booking_travellers" t WHERE t."booking_id" = b."id") - 1) p
) WHERE b."product" = 'flights' AND b."supplier_reference" IS NOT NULL;--> statement-breakpoint
UPDATE "bookings" b SET "supplier_tickets" = (
  SELECT coalesce(jsonb_agg('TKT-' || "sandbox_digits_of"(b."supplier_reference" || ':' || p, 10) ORDER BY p), '[]'::jsonb)
  FROM generate_series(0, coalesce((b."offer"->'travellers'->>'adults')::int, 0)
    + coalesce((b."offer"->'travellers'->>'children')::int, 0)
    + coalesce((b."offer"->'travellers'->>'seniors')::int, 0) - 1) p
) WHERE b."product" = 'activities' AND b."supplier_reference" IS NOT NULL;--> statement-breakpoint
DROP FUNCTION "sandbox_digits_of"(text, int);
