CREATE TABLE "api_integrations" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"api_type" text NOT NULL,
	"auth_method" text NOT NULL,
	"credentials_sealed" text NOT NULL,
	"base_url" text DEFAULT '' NOT NULL,
	"test_endpoint" text DEFAULT '' NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"test_status" text,
	"test_message" text DEFAULT '' NOT NULL,
	"last_tested" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_integrations" ADD CONSTRAINT "api_integrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_integrations_company_idx" ON "api_integrations" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "api_integrations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "api_integrations_tenant_isolation" ON "api_integrations" USING ("company_id" = current_setting('app.company_id', true)) WITH CHECK ("company_id" = current_setting('app.company_id', true));
