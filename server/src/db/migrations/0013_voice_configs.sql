CREATE TABLE "voice_configs" (
	"company_id" text PRIMARY KEY NOT NULL,
	"is_enabled" boolean NOT NULL,
	"use_openai_whisper" boolean NOT NULL,
	"use_openai_tts" boolean NOT NULL,
	"use_elevenlabs" boolean NOT NULL,
	"openai_key_sealed" text,
	"elevenlabs_key_sealed" text,
	"whisper_model" text NOT NULL,
	"tts_model" text NOT NULL,
	"tts_voice" text NOT NULL,
	"elevenlabs_voice_id" text NOT NULL,
	"elevenlabs_model" text NOT NULL,
	"auto_play_responses" boolean NOT NULL,
	"speech_rate" real NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voice_configs" ADD CONSTRAINT "voice_configs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_configs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "voice_configs_tenant_isolation" ON "voice_configs" USING ("company_id" = current_setting('app.company_id', true)) WITH CHECK ("company_id" = current_setting('app.company_id', true));
