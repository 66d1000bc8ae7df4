import { boolean, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** A company's voice settings (document 001, Voice config); no row means the spec's defaults. */
export const voiceConfigs = pgTable('voice_configs', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  isEnabled: boolean('is_enabled').notNull(),
  useOpenaiWhisper: boolean('use_openai_whisper').notNull(),
  useOpenaiTts: boolean('use_openai_tts').notNull(),
  useElevenlabs: boolean('use_elevenlabs').notNull(),
  /** AES-256-GCM sealed (platform/crypto SecretBox); never leaves the server. */
  openaiKeySealed: text('openai_key_sealed'),
  elevenlabsKeySealed: text('elevenlabs_key_sealed'),
  whisperModel: text('whisper_model').notNull(),
  ttsModel: text('tts_model').notNull(),
  ttsVoice: text('tts_voice').notNull(),
  elevenlabsVoiceId: text('elevenlabs_voice_id').notNull(),
  elevenlabsModel: text('elevenlabs_model').notNull(),
  autoPlayResponses: boolean('auto_play_responses').notNull(),
  speechRate: real('speech_rate').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
