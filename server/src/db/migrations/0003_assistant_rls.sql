ALTER TABLE "knowledge_entries" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "knowledge_entries_tenant_isolation" ON "knowledge_entries" USING ("company_id" = current_setting('app.company_id', true)) WITH CHECK ("company_id" = current_setting('app.company_id', true));
--> statement-breakpoint
ALTER TABLE "assistant_settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "assistant_settings_tenant_isolation" ON "assistant_settings" USING ("company_id" = current_setting('app.company_id', true)) WITH CHECK ("company_id" = current_setting('app.company_id', true));
--> statement-breakpoint
ALTER TABLE "prompts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "prompts_tenant_isolation" ON "prompts" USING ("company_id" = current_setting('app.company_id', true)) WITH CHECK ("company_id" = current_setting('app.company_id', true));
--> statement-breakpoint
ALTER TABLE "prompt_rules" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "prompt_rules_tenant_isolation" ON "prompt_rules" USING ("company_id" = current_setting('app.company_id', true)) WITH CHECK ("company_id" = current_setting('app.company_id', true));
--> statement-breakpoint
ALTER TABLE "ai_usage" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "ai_usage_tenant_isolation" ON "ai_usage" USING ("company_id" = current_setting('app.company_id', true)) WITH CHECK ("company_id" = current_setting('app.company_id', true));
--> statement-breakpoint
ALTER TABLE "chat_sessions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "chat_sessions_tenant_isolation" ON "chat_sessions" USING ("company_id" = current_setting('app.company_id', true)) WITH CHECK ("company_id" = current_setting('app.company_id', true));
--> statement-breakpoint
ALTER TABLE "chat_messages" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "chat_messages_tenant_isolation" ON "chat_messages" USING ("company_id" = current_setting('app.company_id', true)) WITH CHECK ("company_id" = current_setting('app.company_id', true));
--> statement-breakpoint
ALTER TABLE "chat_leads" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "chat_leads_tenant_isolation" ON "chat_leads" USING ("company_id" = current_setting('app.company_id', true)) WITH CHECK ("company_id" = current_setting('app.company_id', true));
--> statement-breakpoint
ALTER TABLE "brand_settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "brand_settings_tenant_isolation" ON "brand_settings" USING ("company_id" = current_setting('app.company_id', true)) WITH CHECK ("company_id" = current_setting('app.company_id', true));
