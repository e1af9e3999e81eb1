ALTER TABLE "booking_travellers" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "answers" jsonb;