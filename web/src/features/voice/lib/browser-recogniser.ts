import { VOICE_CONTROL } from '@frontdesk/contracts/voice-texts';
import type { Recogniser, RecogniserHandlers } from './voice-controller';

/** The part of the Web Speech API's SpeechRecognition this uses (not in TypeScript's DOM types). */
interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

function speechRecognitionConstructor(): SpeechRecognitionConstructor | null {
  const scope = window as unknown as {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

/** The browser's own speech recognition (free), or null in a browser without it. */
export function browserRecogniser(): Recogniser | null {
  const Recognition = speechRecognitionConstructor();
  if (!Recognition) return null;
  let active: SpeechRecognitionLike | null = null;
  return {
    start(handlers: RecogniserHandlers) {
      const recognition = new Recognition();
      // Document 001, section 9: en-US, one result per question.
      recognition.lang = VOICE_CONTROL.language;
      recognition.continuous = false;
      recognition.interimResults = false;
      recognition.maxAlternatives = 1;
      recognition.onresult = (event) => handlers.result(event.results[0]?.[0]?.transcript ?? '');
      recognition.onerror = (event) => handlers.error(event.error);
      recognition.onend = () => {
        active = null;
        handlers.end();
      };
      active = recognition;
      try {
        recognition.start();
      } catch (error) {
        active = null;
        handlers.error(error instanceof Error ? error.message : String(error));
        handlers.end();
      }
    },
    stop: () => active?.stop(),
    abort: () => active?.abort(),
  };
}
