CREATE TABLE "company_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"message" text NOT NULL,
	"from_super_admin" boolean NOT NULL,
	"author_id" text NOT NULL,
	"read_by_company" boolean NOT NULL,
	"read_by_super_admin" boolean NOT NULL,
	"emoji_reaction" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_messages" ADD CONSTRAINT "company_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_messages_company_idx" ON "company_messages" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "company_messages" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "company_messages_tenant_isolation" ON "company_messages" USING ("company_id" = current_setting('app.company_id', true)) WITH CHECK ("company_id" = current_setting('app.company_id', true));
