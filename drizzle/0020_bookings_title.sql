-- What was booked, in the line its product writes (lib/server/products/<product>): a traveller's
-- trip search matches it instead of reading a hotel's name out of every snapshot. Bookings made
-- before it get the line their product would have written where the snapshot holds it plainly;
-- a flight's route is left empty, as it was never searched.
ALTER TABLE "bookings" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "bookings" SET "title" = CASE "product"
  WHEN 'hotels' THEN coalesce("offer"->>'hotelName', '')
  WHEN 'activities' THEN coalesce("offer"->>'title', '')
  WHEN 'cars' THEN coalesce(("offer"->>'vehicleClass') || ', ' || ("offer"->'pickUp'->>'name'), '')
  ELSE ''
END;
