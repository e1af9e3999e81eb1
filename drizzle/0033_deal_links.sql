CREATE TABLE "deal_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"created_by" uuid,
	"kind" text NOT NULL,
	"product" text NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"offer_id" text,
	"query" jsonb,
	"offer" jsonb,
	"currency" text,
	"total_minor" integer,
	"path" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_links_kind_fields" CHECK (("deal_links"."kind" = 'offer' AND "deal_links"."offer_id" IS NOT NULL AND "deal_links"."offer" IS NOT NULL AND "deal_links"."currency" IS NOT NULL AND "deal_links"."total_minor" IS NOT NULL) OR ("deal_links"."kind" = 'search' AND "deal_links"."path" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "checkout_quotes" ADD COLUMN "deal_link_id" uuid;--> statement-breakpoint
ALTER TABLE "short_links" ADD COLUMN "deal_link_id" uuid;--> statement-breakpoint
ALTER TABLE "deal_links" ADD CONSTRAINT "deal_links_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_links" ADD CONSTRAINT "deal_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_links_agency_created" ON "deal_links" USING btree ("agency_id","created_at","id");--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_deal_link_id_deal_links_id_fk" FOREIGN KEY ("deal_link_id") REFERENCES "public"."deal_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_quotes_deal_link" ON "checkout_quotes" USING btree ("deal_link_id") WHERE "checkout_quotes"."deal_link_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "short_links_deal_link" ON "short_links" USING btree ("deal_link_id");--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_one_target" CHECK (num_nonnulls("short_links"."proposal_id", "short_links"."deal_link_id") = 1);