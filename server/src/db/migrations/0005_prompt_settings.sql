CREATE TABLE "prompt_settings" (
	"company_id" text PRIMARY KEY NOT NULL,
	"use_default_prompt" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prompt_settings" ADD CONSTRAINT "prompt_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The prompt choice moves to the prompts module's own table; every company keeps its choice.
INSERT INTO "prompt_settings" ("company_id", "use_default_prompt", "updated_at")
  SELECT "company_id", "use_default_prompt", "updated_at" FROM "assistant_settings";
--> statement-breakpoint
ALTER TABLE "prompt_settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "prompt_settings_tenant_isolation" ON "prompt_settings" USING ("company_id" = current_setting('app.company_id', true)) WITH CHECK ("company_id" = current_setting('app.company_id', true));
--> statement-breakpoint
ALTER TABLE "assistant_settings" DROP COLUMN "use_default_prompt";