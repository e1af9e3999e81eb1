CREATE TABLE "agencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subdomain" text NOT NULL,
	"agency_name" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"logo" text,
	"logo_mobile" text,
	"favicon" text,
	"primary_color" text,
	"meta_title" text,
	"meta_description" text,
	"meta_keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"analytics_enabled" boolean DEFAULT false NOT NULL,
	"google_analytics_id" text,
	"facebook_analytics_id" text,
	"default_language" text DEFAULT 'en' NOT NULL,
	"default_currency" text DEFAULT 'USD' NOT NULL,
	"return_url" text,
	"terms_and_conditions" text,
	"privacy_policy" text,
	"cookies_policy" text,
	"disclaimer" text,
	"contact_phone_number" text,
	"contact_email_id" text,
	"display_support_phone_footer" boolean DEFAULT false NOT NULL,
	"display_address_footer" boolean DEFAULT false NOT NULL,
	"address_line1" text,
	"city" text,
	"state" text,
	"country" text,
	"zip_code" text,
	"social_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"display_top_destinations" boolean DEFAULT false NOT NULL,
	"is_about_us_enabled" boolean DEFAULT false NOT NULL,
	"about_us_title" text,
	"is_faq_enabled" boolean DEFAULT false NOT NULL,
	"faq_title" text,
	"allow_non_login_flow" boolean DEFAULT false NOT NULL,
	"is_subscribed" boolean DEFAULT true NOT NULL,
	"hide_header_for_deal_proposal" boolean DEFAULT false NOT NULL,
	"is_hide_login_option" boolean DEFAULT false NOT NULL,
	"is_hide_signup_option" boolean DEFAULT false NOT NULL,
	"is_sso_enabled" boolean DEFAULT false NOT NULL,
	"is_direct_login_allowed_for_sso_users" boolean DEFAULT true NOT NULL,
	"internal_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agencies_subdomain_unique" UNIQUE("subdomain")
);
--> statement-breakpoint
CREATE TABLE "agency_about_us" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"title" text,
	"content" text,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_booking_menu_items" (
	"agency_id" uuid NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "agency_booking_menu_items_agency_id_category_id_pk" PRIMARY KEY("agency_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "agency_countries" (
	"agency_id" uuid NOT NULL,
	"country_code" text NOT NULL,
	CONSTRAINT "agency_countries_agency_id_country_code_pk" PRIMARY KEY("agency_id","country_code")
);
--> statement-breakpoint
CREATE TABLE "agency_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_faq_pages" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"header_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"sort_order" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_languages" (
	"agency_id" uuid NOT NULL,
	"language_code" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "agency_languages_agency_id_language_code_pk" PRIMARY KEY("agency_id","language_code")
);
--> statement-breakpoint
CREATE TABLE "agency_navigation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"audience" text NOT NULL,
	"label" text NOT NULL,
	"path" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_payment_gateways" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"mode" text DEFAULT 'test' NOT NULL,
	"publishable_key" text NOT NULL,
	"secret_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"currency_name" text NOT NULL,
	"symbol" text NOT NULL,
	"emoji" text NOT NULL,
	"unicode" text NOT NULL,
	"dial_code" text
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"rate_per_usd" numeric(24, 10) NOT NULL,
	"source" text NOT NULL,
	"as_of" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"english_name" text NOT NULL,
	"direction" text DEFAULT 'ltr' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "product_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "agency_about_us" ADD CONSTRAINT "agency_about_us_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_booking_menu_items" ADD CONSTRAINT "agency_booking_menu_items_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_booking_menu_items" ADD CONSTRAINT "agency_booking_menu_items_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_countries" ADD CONSTRAINT "agency_countries_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_countries" ADD CONSTRAINT "agency_countries_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_domains" ADD CONSTRAINT "agency_domains_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_faq_pages" ADD CONSTRAINT "agency_faq_pages_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_faqs" ADD CONSTRAINT "agency_faqs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_languages" ADD CONSTRAINT "agency_languages_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_languages" ADD CONSTRAINT "agency_languages_language_code_languages_code_fk" FOREIGN KEY ("language_code") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_navigation" ADD CONSTRAINT "agency_navigation_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_payment_gateways" ADD CONSTRAINT "agency_payment_gateways_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_faqs_agency_sort" ON "agency_faqs" USING btree ("agency_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_navigation_unique" ON "agency_navigation" USING btree ("agency_id","audience","path");