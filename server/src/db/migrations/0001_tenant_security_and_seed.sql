-- Row-level security is the second wall behind the repositories' company scoping. Tenant-scoped
-- work runs as frontdesk_tenant (SET LOCAL ROLE in withTenant) with app.company_id set; system
-- work (sign-in, super admin) runs as the connecting owner, which RLS does not restrict.
-- Roles belong to the whole cluster while advisory locks belong to one database, so several
-- databases migrating at once (a test suite, a fleet) can all find the role missing: whoever loses
-- the race to create it, or to grant it, takes the winner's work as done.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'frontdesk_tenant') THEN
    BEGIN
      CREATE ROLE frontdesk_tenant NOLOGIN;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL;
    END;
  END IF;
  IF NOT pg_has_role(current_user, 'frontdesk_tenant', 'member') THEN
    BEGIN
      EXECUTE format('GRANT frontdesk_tenant TO %I', current_user);
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL;
    END;
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'frontdesk_tenant role not created: row-level security stays off for this database user';
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'frontdesk_tenant') THEN
    EXECUTE format('GRANT USAGE ON SCHEMA %I TO frontdesk_tenant', current_schema());
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA %I TO frontdesk_tenant', current_schema());
    EXECUTE format('GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA %I TO frontdesk_tenant', current_schema());
    EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO frontdesk_tenant', current_schema());
    EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT USAGE, SELECT ON SEQUENCES TO frontdesk_tenant', current_schema());
  END IF;
END $$;
--> statement-breakpoint
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "users_tenant_isolation" ON "users" USING ("company_id" = current_setting('app.company_id', true)) WITH CHECK ("company_id" = current_setting('app.company_id', true));
--> statement-breakpoint
ALTER TABLE "user_permissions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "user_permissions_tenant_isolation" ON "user_permissions" USING ("company_id" = current_setting('app.company_id', true)) WITH CHECK ("company_id" = current_setting('app.company_id', true));
--> statement-breakpoint
ALTER TABLE "account_tokens" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "account_tokens_tenant_isolation" ON "account_tokens" USING ("company_id" = current_setting('app.company_id', true)) WITH CHECK ("company_id" = current_setting('app.company_id', true));
--> statement-breakpoint
ALTER TABLE "companies" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "companies_tenant_isolation" ON "companies" USING ("id" = current_setting('app.company_id', true)) WITH CHECK ("id" = current_setting('app.company_id', true));
--> statement-breakpoint
INSERT INTO "company_types" ("type", "name", "price_text", "description", "monthly_cost_cents", "sort_order") VALUES
  ('general', 'General Business', '$29.99/month', 'Basic chat and user management', 2999, 0),
  ('real_estate', 'Real Estate', '$49.99/month', 'Property questions, lead capture and viewing appointments', 4999, 1),
  ('healthcare', 'Healthcare & Clinics', '$49.99/month', 'Patient questions, intake details and appointment booking', 4999, 2),
  ('professional_services', 'Professional Services', '$39.99/month', 'Client enquiries, consultations and follow-ups', 3999, 3)
ON CONFLICT ("type") DO NOTHING;
--> statement-breakpoint
INSERT INTO "terms" ("content", "updated_by") VALUES ('Frontdesk Terms and Conditions

1. The service. Frontdesk provides a hosted AI assistant that answers your visitors, captures leads and books appointments on your behalf.

2. Your account. You are responsible for the accuracy of the information you give the assistant, for the users you invite, and for keeping your credentials secret.

3. Your data. You own the content you add and the conversations your visitors have. We process it only to provide the service, keep it isolated from other companies, and delete it when you close your account.

4. Acceptable use. You will not use the service to send spam, to mislead visitors, or to collect data you have no right to collect.

5. Billing. Plans are billed monthly in advance; usage of AI providers is billed as you go. Unpaid invoices may lead to the account being blocked.

6. Availability. We aim for continuous availability but do not guarantee it; the assistant may occasionally be unable to answer.

7. Changes. We may update these terms; continued use after a change means you accept it.', 'system');
