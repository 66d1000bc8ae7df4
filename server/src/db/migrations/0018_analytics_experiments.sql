CREATE TABLE "chat_visits" (
	"company_id" text NOT NULL,
	"day" date NOT NULL,
	"visitor_id" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_visits_company_id_day_visitor_id_pk" PRIMARY KEY("company_id","day","visitor_id")
);
--> statement-breakpoint
CREATE TABLE "ab_assignments" (
	"company_id" text NOT NULL,
	"test_id" text NOT NULL,
	"visitor_id" text NOT NULL,
	"variant" text NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"converted_at" timestamp with time zone,
	CONSTRAINT "ab_assignments_company_id_test_id_visitor_id_pk" PRIMARY KEY("company_id","test_id","visitor_id")
);
--> statement-breakpoint
CREATE TABLE "ab_tests" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"variant_a" text NOT NULL,
	"variant_b" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"kept" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "response_ms" integer;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "visitor_id" text;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "response_ms_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "answer_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_visits" ADD CONSTRAINT "chat_visits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ab_assignments" ADD CONSTRAINT "ab_assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ab_assignments" ADD CONSTRAINT "ab_assignments_test_id_ab_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."ab_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ab_tests" ADD CONSTRAINT "ab_tests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_visits_company_seen_idx" ON "chat_visits" USING btree ("company_id","first_seen_at");--> statement-breakpoint
CREATE INDEX "ab_tests_company_idx" ON "ab_tests" USING btree ("company_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ab_tests_one_running" ON "ab_tests" USING btree ("company_id") WHERE "ab_tests"."status" = 'running';--> statement-breakpoint
CREATE INDEX "chat_leads_session_idx" ON "chat_leads" USING btree ("company_id","session_id");--> statement-breakpoint
ALTER TABLE "chat_visits" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "chat_visits_tenant_isolation" ON "chat_visits" USING ("company_id" = current_setting('app.company_id', true)) WITH CHECK ("company_id" = current_setting('app.company_id', true));
--> statement-breakpoint
ALTER TABLE "ab_tests" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "ab_tests_tenant_isolation" ON "ab_tests" USING ("company_id" = current_setting('app.company_id', true)) WITH CHECK ("company_id" = current_setting('app.company_id', true));
--> statement-breakpoint
ALTER TABLE "ab_assignments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "ab_assignments_tenant_isolation" ON "ab_assignments" USING ("company_id" = current_setting('app.company_id', true)) WITH CHECK ("company_id" = current_setting('app.company_id', true));
