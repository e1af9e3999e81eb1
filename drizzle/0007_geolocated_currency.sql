ALTER TABLE "agencies" ALTER COLUMN "default_currency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "agencies" ALTER COLUMN "default_currency" DROP NOT NULL;