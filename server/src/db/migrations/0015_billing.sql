CREATE TABLE "billing_profiles" (
	"company_id" text PRIMARY KEY NOT NULL,
	"billing_email" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"address_line1" text DEFAULT '' NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"stripe_customer_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" text PRIMARY KEY NOT NULL,
	"number" bigserial NOT NULL,
	"company_id" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"due_date" date NOT NULL,
	"constant_fee_cents" integer NOT NULL,
	"usage_cost_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"status" text NOT NULL,
	"stripe_session_id" text,
	"stripe_charge_id" text,
	"receipt_url" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bills_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "payment_provider_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"secret_key_sealed" text,
	"webhook_secret_sealed" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_profiles" ADD CONSTRAINT "billing_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bills_company_period_key" ON "bills" USING btree ("company_id","period_start");--> statement-breakpoint
CREATE INDEX "bills_status_due_idx" ON "bills" USING btree ("status","due_date");--> statement-breakpoint
ALTER TABLE "bills" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "bills_tenant_isolation" ON "bills" USING ("company_id" = current_setting('app.company_id', true)) WITH CHECK ("company_id" = current_setting('app.company_id', true));
--> statement-breakpoint
ALTER TABLE "billing_profiles" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "billing_profiles_tenant_isolation" ON "billing_profiles" USING ("company_id" = current_setting('app.company_id', true)) WITH CHECK ("company_id" = current_setting('app.company_id', true));
