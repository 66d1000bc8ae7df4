CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"client_name" text NOT NULL,
	"client_email" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"created_source" text NOT NULL,
	"ghl_appointment_id" text,
	"google_event_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_ends_after_start" CHECK ("appointments"."end_time" > "appointments"."start_time")
);
--> statement-breakpoint
CREATE TABLE "calendar_configs" (
	"company_id" text PRIMARY KEY NOT NULL,
	"calendar_name" text NOT NULL,
	"timezone" text NOT NULL,
	"working_hours" jsonb NOT NULL,
	"slot_duration" integer NOT NULL,
	"buffer_time" integer NOT NULL,
	"is_enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_configs" ADD CONSTRAINT "calendar_configs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_company_start_idx" ON "appointments" USING btree ("company_id","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_ghl_id_key" ON "appointments" USING btree ("company_id","ghl_appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_google_id_key" ON "appointments" USING btree ("company_id","google_event_id");
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_double_booking" EXCLUDE USING gist ("company_id" WITH =, tstzrange("start_time", "end_time", '[)') WITH &&) WHERE ("status" = 'confirmed' AND "created_source" IN ('internal', 'chat'));
--> statement-breakpoint
ALTER TABLE "appointments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "appointments_tenant_isolation" ON "appointments" USING ("company_id" = current_setting('app.company_id', true)) WITH CHECK ("company_id" = current_setting('app.company_id', true));
--> statement-breakpoint
ALTER TABLE "calendar_configs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "calendar_configs_tenant_isolation" ON "calendar_configs" USING ("company_id" = current_setting('app.company_id', true)) WITH CHECK ("company_id" = current_setting('app.company_id', true));
