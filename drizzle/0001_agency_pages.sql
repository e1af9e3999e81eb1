CREATE TABLE "agency_pages" (
	"agency_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_pages_agency_id_slug_pk" PRIMARY KEY("agency_id","slug")
);
--> statement-breakpoint
ALTER TABLE "agency_pages" ADD CONSTRAINT "agency_pages_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;