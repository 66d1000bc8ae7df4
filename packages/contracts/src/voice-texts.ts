// Zod-free, so the visitor's chat page can read them without zod; voice.ts holds the schemas.

/** Document 001, section 9 (Voice): recognition language, and hands-free mode's restart delays. */
export const VOICE_CONTROL = {
  language: 'en-US',
  restartAfterRecognitionMs: 500,
  restartAfterSpeechMs: 1000,
} as const;

/** Document 001, sections 8 and 9 (Voice). */
export const VOICE_TEXTS = {
  saved: 'Voice configuration saved successfully!',
  saveError: (message: string) => `Error saving configuration: ${message}`,
  recognitionError: (detail: string) => `Speech recognition error: ${detail}`,
  notSupported: 'Speech recognition not supported in this browser',
  playError: (detail: string) => `Error playing audio: ${detail}`,
  disabled: 'Voice is switched off for this company. Enable it under Voice Configuration.',
  noTtsProvider: 'Neither OpenAI speech nor ElevenLabs is enabled; the browser speaks the answers instead.',
  noWhisper: 'OpenAI Whisper is not enabled; the browser recognises speech instead.',
  noKey: 'No OpenAI key is available for voice. Add one here or under OpenAI Settings.',
  noElevenLabsKey: 'Add your ElevenLabs API key and voice id to use ElevenLabs.',
  tooLarge: 'The recording is too large. Please keep it under 10 MB.',
  emptyAudio: 'The recording is empty.',
  providerFailed: (provider: string, detail: string) => `${provider} could not produce speech: ${detail}`,
  tooManySpeech: 'Too many speech requests. Please try again in a minute.',
  tooManyRecordings: 'Too many recordings. Please try again in a minute.',
  notARecording: 'Send the recording as the request body with an audio/* content type.',
  unreadableTranscription: 'The transcription came back unreadable. Please try again.',
} as const;

/** The voice control's states and buttons, as a visitor or admin reads them. */
export const VOICE_CONTROL_TEXTS = {
  states: { ready: 'Ready', listening: 'Listening...', thinking: 'Thinking...', speaking: 'Speaking...' },
  startListening: 'Speak your question',
  stopListening: 'Stop listening',
  stopSpeaking: 'Stop speaking',
  handsFree: 'Hands-free',
  replay: 'Read the answer aloud',
} as const;
