CREATE TABLE "agency_markups" (
	"agency_id" uuid NOT NULL,
	"product" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_markups_agency_id_product_pk" PRIMARY KEY("agency_id","product")
);
--> statement-breakpoint
ALTER TABLE "agency_markups" ADD CONSTRAINT "agency_markups_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;