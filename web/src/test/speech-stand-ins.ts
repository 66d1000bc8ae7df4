import { vi } from 'vitest';

/** Stand-ins for the browser's Web Speech API, which jsdom lacks; the tests play the browser's part. */

/** The browser's speech recognition, played by the test: the page's instance is kept in `last`. */
export class StandInRecognition {
  static last: StandInRecognition | null = null;
  lang = '';
  continuous = true;
  interimResults = true;
  maxAlternatives = 5;
  onresult: ((event: { results: { transcript: string }[][] }) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  start = vi.fn(() => {
    StandInRecognition.last = this;
  });
  stop = vi.fn(() => this.onend?.());
  abort = vi.fn(() => this.onend?.());
  hears(transcript: string) {
    this.onresult?.({ results: [[{ transcript }]] });
    this.onend?.();
  }
}

/** The browser's voices: what was spoken, at which rate; speech ends when the test says so. */
export function standInSynthesis() {
  const spoken: { text: string; rate: number; lang: string; end: () => void }[] = [];
  class Utterance {
    rate = 1;
    lang = '';
    onend: (() => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    constructor(readonly text: string) {}
  }
  const synthesis = {
    speak: (utterance: Utterance) =>
      spoken.push({ text: utterance.text, rate: utterance.rate, lang: utterance.lang, end: () => utterance.onend?.() }),
    cancel: vi.fn(),
  };
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  vi.stubGlobal('speechSynthesis', synthesis);
  return spoken;
}
