CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "client_travellers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date,
	"gender" text,
	"nationality" text,
	"passport_number" text,
	"passport_expiry" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"agent_user_id" uuid,
	"rate_bps" integer,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_usd" integer NOT NULL,
	"payable_on" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payout_id" uuid,
	"paid_on" date,
	"reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_entries_amount" CHECK ("commission_entries"."amount_minor" >= 0 AND "commission_entries"."amount_usd" >= 0)
);
--> statement-breakpoint
CREATE TABLE "commission_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"agent_user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_payouts_amount" CHECK ("commission_payouts"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"account" text NOT NULL,
	"currency" text NOT NULL,
	"seq" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"balance_minor" integer NOT NULL,
	"reason" text NOT NULL,
	"booking_id" uuid,
	"payment_ref" text,
	"expires_at" timestamp with time zone,
	"actor_user_id" uuid,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_balance" CHECK ("wallet_entries"."balance_minor" >= 0 AND "wallet_entries"."amount_minor" <> 0 AND "wallet_entries"."seq" >= 1)
);
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "reward_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "reward_expiry_days" integer DEFAULT 365 NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "agent_commission_bps" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "commission_bps" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invited_by" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ends_on" date;--> statement-breakpoint
UPDATE "bookings" SET "ends_on" = coalesce(("offer"->>'checkOut')::date, ("offer"->>'lastFlightDate')::date, left("offer"->'dropOff'->>'at', 10)::date, "starts_on");--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "ends_on" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "preferences" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_travellers" ADD CONSTRAINT "client_travellers_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_travellers" ADD CONSTRAINT "client_travellers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_payout_id_commission_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."commission_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_payouts" ADD CONSTRAINT "commission_payouts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_payouts" ADD CONSTRAINT "commission_payouts_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_payouts" ADD CONSTRAINT "commission_payouts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_agency" ON "api_keys" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "client_travellers_client" ON "client_travellers" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_entries_booking_kind" ON "commission_entries" USING btree ("booking_id","kind");--> statement-breakpoint
CREATE INDEX "commission_entries_agent" ON "commission_entries" USING btree ("agency_id","agent_user_id","status","payable_on");--> statement-breakpoint
CREATE INDEX "commission_entries_agency_created" ON "commission_entries" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "commission_payouts_agent" ON "commission_payouts" USING btree ("agency_id","agent_user_id","paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_position" ON "wallet_entries" USING btree ("agency_id","kind","account","currency","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_booking" ON "wallet_entries" USING btree ("booking_id","kind","reason") WHERE "wallet_entries"."booking_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_payment" ON "wallet_entries" USING btree ("agency_id","payment_ref") WHERE "wallet_entries"."payment_ref" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "clients_agency_name" ON "clients" USING btree ("agency_id","last_name","first_name");