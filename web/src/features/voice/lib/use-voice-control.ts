import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { VoiceSettings } from '@frontdesk/contracts/voice';
import { fetchSpeech, transcribe, type SpeechRoutes } from '../api/speech';
import { browserRecogniser } from './browser-recogniser';
import { audioSpeaker, browserSpeaker } from './speakers';
import { VoiceController, type VoiceSnapshot } from './voice-controller';
import { whisperRecogniser } from './whisper-recogniser';

/** A chat's voice: its settings (from the company) and whose speech routes it calls. */
export interface ChatVoice {
  settings: VoiceSettings;
  routes: SpeechRoutes;
}

/** Where the company chose Whisper, the browser records; otherwise it recognises speech itself. */
function controllerFor({ settings, routes }: ChatVoice, onQuestion: (text: string) => void): VoiceController {
  return new VoiceController({
    recogniser:
      settings.recognition === 'whisper' ? whisperRecogniser((audio) => transcribe(routes, audio)) : browserRecogniser(),
    speaker:
      settings.speech === 'server' ? audioSpeaker((text) => fetchSpeech(routes, text)) : browserSpeaker(settings.speech_rate),
    autoPlay: settings.auto_play,
    onQuestion,
  });
}

const idle: VoiceSnapshot = { state: 'ready', handsFree: false, error: null, lastAnswer: null };
const noSubscription = () => () => {};

/**
 * The voice control of one chat, null until it is set up. `ask` sends the spoken question and
 * resolves with its answer (null when none came), which is then read aloud.
 */
export function useVoiceControl(
  voice: ChatVoice,
  ask: (text: string) => Promise<string | null>,
): { controller: VoiceController; snapshot: VoiceSnapshot } | null {
  const askRef = useRef(ask);
  useEffect(() => {
    askRef.current = ask;
  });
  const key = JSON.stringify(voice);
  const [controller, setController] = useState<VoiceController | null>(null);

  // Keyed by the settings' content, not the object's identity, so a re-render does not start over.
  useEffect(() => {
    const created: VoiceController = controllerFor(JSON.parse(key) as ChatVoice, (text) => {
      void askRef.current(text).then((reply) => (reply === null ? created.unanswered() : created.answered(reply)));
    });
    setController(created);
    return () => {
      created.dispose();
      setController(null);
    };
  }, [key]);

  const snapshot = useSyncExternalStore(controller?.subscribe ?? noSubscription, () => controller?.current ?? idle);
  return controller ? { controller, snapshot } : null;
}
