CREATE TABLE "ghl_calendar_configs" (
	"company_id" text PRIMARY KEY NOT NULL,
	"calendar_id" text NOT NULL,
	"location_id" text NOT NULL,
	"private_api_key_sealed" text NOT NULL,
	"is_enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "google_calendar_configs" (
	"company_id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text NOT NULL,
	"calendar_id" text NOT NULL,
	"is_enabled" boolean NOT NULL,
	"refresh_token_sealed" text,
	"access_token_sealed" text,
	"access_token_expires_at" timestamp with time zone,
	"connected_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_deletions" (
	"company_id" text NOT NULL,
	"provider" text NOT NULL,
	"remote_id" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_deletions_company_id_provider_remote_id_pk" PRIMARY KEY("company_id","provider","remote_id")
);
--> statement-breakpoint
CREATE TABLE "calendar_sync_states" (
	"company_id" text PRIMARY KEY NOT NULL,
	"running" boolean DEFAULT false NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_message" text DEFAULT '' NOT NULL,
	"last_fetched" integer DEFAULT 0 NOT NULL,
	"last_failed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "ghl_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "ghl_remote_version" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "google_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "google_remote_version" text;--> statement-breakpoint
ALTER TABLE "ghl_calendar_configs" ADD CONSTRAINT "ghl_calendar_configs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_calendar_configs" ADD CONSTRAINT "google_calendar_configs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_deletions" ADD CONSTRAINT "appointment_deletions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_sync_states" ADD CONSTRAINT "calendar_sync_states_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_sync_states" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "calendar_sync_states_tenant_isolation" ON "calendar_sync_states" USING ("company_id" = current_setting('app.company_id', true)) WITH CHECK ("company_id" = current_setting('app.company_id', true));
--> statement-breakpoint
ALTER TABLE "appointment_deletions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "appointment_deletions_tenant_isolation" ON "appointment_deletions" USING ("company_id" = current_setting('app.company_id', true)) WITH CHECK ("company_id" = current_setting('app.company_id', true));
--> statement-breakpoint
ALTER TABLE "ghl_calendar_configs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "ghl_calendar_configs_tenant_isolation" ON "ghl_calendar_configs" USING ("company_id" = current_setting('app.company_id', true)) WITH CHECK ("company_id" = current_setting('app.company_id', true));
--> statement-breakpoint
ALTER TABLE "google_calendar_configs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "google_calendar_configs_tenant_isolation" ON "google_calendar_configs" USING ("company_id" = current_setting('app.company_id', true)) WITH CHECK ("company_id" = current_setting('app.company_id', true));
