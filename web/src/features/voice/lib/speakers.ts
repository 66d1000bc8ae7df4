import { VOICE_CONTROL } from '@frontdesk/contracts/voice-texts';
import type { Speaker } from './voice-controller';

/** The browser's own voices (free), at the company's speech rate. */
export function browserSpeaker(rate: number): Speaker {
  let finish: (() => void) | null = null;
  return {
    speak(text) {
      const synthesis = typeof window === 'undefined' ? undefined : window.speechSynthesis;
      if (!synthesis) return Promise.reject(new Error('this browser cannot speak'));
      return new Promise<void>((resolve, reject) => {
        const utterance = new SpeechSynthesisUtterance(text);
        utterance.lang = VOICE_CONTROL.language;
        utterance.rate = rate;
        finish = resolve;
        utterance.onend = () => resolve();
        // Cancelled on purpose (stop, a new answer) is not a failure.
        utterance.onerror = (event) =>
          event.error === 'interrupted' || event.error === 'canceled' ? resolve() : reject(new Error(event.error));
        synthesis.cancel();
        synthesis.speak(utterance);
      });
    },
    stop() {
      window.speechSynthesis?.cancel();
      finish?.();
      finish = null;
    },
  };
}

/** Audio made by the server (OpenAI speech or ElevenLabs), played in the page. */
export function audioSpeaker(fetchAudio: (text: string) => Promise<Blob>): Speaker {
  let playing: { audio: HTMLAudioElement; done: () => void } | null = null;
  const stopPlaying = () => {
    if (!playing) return;
    playing.audio.pause();
    playing.done();
    playing = null;
  };
  return {
    async speak(text) {
      stopPlaying();
      const url = URL.createObjectURL(await fetchAudio(text));
      try {
        await new Promise<void>((resolve, reject) => {
          const audio = new Audio(url);
          playing = { audio, done: resolve };
          audio.onended = () => resolve();
          audio.onerror = () => reject(new Error(audio.error?.message || 'the audio could not be decoded'));
          audio.play().catch(reject);
        });
      } finally {
        playing = null;
        URL.revokeObjectURL(url);
      }
    },
    stop: stopPlaying,
  };
}
