ALTER TABLE "countries" ALTER COLUMN "currency" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "countries" ALTER COLUMN "currency_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "countries" ALTER COLUMN "symbol" DROP NOT NULL;