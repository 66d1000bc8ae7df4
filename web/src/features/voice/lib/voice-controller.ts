import { VOICE_CONTROL, VOICE_TEXTS } from '@frontdesk/contracts/voice-texts';

export type VoiceState = 'ready' | 'listening' | 'thinking' | 'speaking';

/** What hears the visitor: the browser's speech recognition, or a recording sent to Whisper. */
export interface Recogniser {
  /** Starts listening; the handlers hear what happens, `end` always last. */
  start(handlers: RecogniserHandlers): void;
  /** Stops listening and keeps what was heard. */
  stop(): void;
  /** Stops listening and drops what was heard. */
  abort(): void;
}

export interface RecogniserHandlers {
  result(text: string): void;
  /** A recognition error code (the Web Speech API's: no-speech, aborted, not-allowed, network…) or a message. */
  error(detail: string): void;
  /** Listening is over; a recording is being turned into text. */
  processing?(): void;
  end(): void;
}

/** What reads answers aloud: the browser's voices, or audio made by the server. */
export interface Speaker {
  /** Resolves when the speech has ended (or was stopped), rejects when it cannot be played. */
  speak(text: string): Promise<void>;
  stop(): void;
}

export interface VoiceSnapshot {
  state: VoiceState;
  handsFree: boolean;
  error: string | null;
  /** The last answer to a spoken question, for reading it again when answers do not play by themselves. */
  lastAnswer: string | null;
}

export interface VoiceControllerOptions {
  recogniser: Recogniser | null;
  speaker: Speaker;
  autoPlay: boolean;
  /** The visitor's spoken question, to be sent as a message. */
  onQuestion(text: string): void;
  /** Timers, replaceable in tests. */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

// Document 001, section 8: these two mean "nothing was said" and "stopped on purpose", not failures.
const IGNORED_ERRORS = new Set(['no-speech', 'aborted']);

/**
 * The voice control's state machine (document 001, Voice control): ready → listening → thinking →
 * speaking → ready. In hands-free mode listening restarts 0.5 s after recognition ends without a
 * question and 1 s after an answer was spoken, unless speaking or waiting for the answer.
 */
export class VoiceController {
  private snapshot: VoiceSnapshot = { state: 'ready', handsFree: false, error: null, lastAnswer: null };
  private readonly listeners = new Set<() => void>();
  private restartTimer: unknown = null;
  /** The recognition run in progress; handlers of an older run are ignored. */
  private run = 0;
  private disposed = false;
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(private readonly options: VoiceControllerOptions) {
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  }

  get current(): VoiceSnapshot {
    return this.snapshot;
  }

  /** Whether answers are read aloud by themselves (else the control offers to read the last one). */
  get playsAnswers(): boolean {
    return this.options.autoPlay;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The microphone button: starts listening, or stops what is going on (listening or speaking). */
  toggle(): void {
    const { state } = this.snapshot;
    if (state === 'listening') this.options.recogniser?.stop();
    else if (state === 'speaking') this.stopSpeaking();
    else if (state === 'ready') this.listen();
  }

  setHandsFree(on: boolean): void {
    this.update({ handsFree: on });
    if (!on) this.cancelRestart();
    else if (this.snapshot.state === 'ready') this.listen();
  }

  /** The answer to the question arrived: spoken when answers play by themselves. */
  answered(text: string): void {
    if (this.snapshot.state !== 'thinking') return;
    this.update({ lastAnswer: text });
    if (this.options.autoPlay) void this.speak(text);
    else this.becomeReady(VOICE_CONTROL.restartAfterSpeechMs);
  }

  /** The question got no answer (the chat failed or refused it). */
  unanswered(): void {
    if (this.snapshot.state === 'thinking') this.becomeReady(null);
  }

  /** Reads the last answer aloud again. */
  replay(): void {
    const { lastAnswer, state } = this.snapshot;
    if (lastAnswer && state === 'ready') void this.speak(lastAnswer);
  }

  dispose(): void {
    this.disposed = true;
    this.cancelRestart();
    this.run += 1;
    this.options.recogniser?.abort();
    this.options.speaker.stop();
    this.listeners.clear();
  }

  private listen(): void {
    this.cancelRestart();
    const recogniser = this.options.recogniser;
    if (!recogniser) {
      this.update({ error: VOICE_TEXTS.notSupported, handsFree: false });
      return;
    }
    const run = (this.run += 1);
    const current = () => run === this.run && !this.disposed;
    let heard = false;
    this.update({ state: 'listening', error: null });
    recogniser.start({
      result: (text) => {
        if (!current() || text.trim() === '') return;
        heard = true;
        this.update({ state: 'thinking' });
        this.options.onQuestion(text.trim());
      },
      error: (detail) => {
        if (!current() || IGNORED_ERRORS.has(detail)) return;
        // Hands-free stops too: listening again would only repeat the error (a refused microphone, no network).
        this.update({ error: VOICE_TEXTS.recognitionError(detail), handsFree: false });
      },
      processing: () => {
        if (current()) this.update({ state: 'thinking' });
      },
      end: () => {
        if (!current() || heard) return;
        this.becomeReady(VOICE_CONTROL.restartAfterRecognitionMs);
      },
    });
  }

  private async speak(text: string): Promise<void> {
    this.update({ state: 'speaking' });
    try {
      await this.options.speaker.speak(text);
      if (!this.disposed && this.snapshot.state === 'speaking') this.becomeReady(VOICE_CONTROL.restartAfterSpeechMs);
    } catch (error) {
      if (this.disposed) return;
      this.update({ error: VOICE_TEXTS.playError(error instanceof Error ? error.message : String(error)) });
      this.becomeReady(VOICE_CONTROL.restartAfterSpeechMs);
    }
  }

  private stopSpeaking(): void {
    this.options.speaker.stop();
    // Stopped on purpose: hands-free waits for the next click instead of listening at once.
    this.becomeReady(null);
  }

  /** Ready again; in hands-free mode, listening resumes after `restartMs` (none: it does not). */
  private becomeReady(restartMs: number | null): void {
    this.update({ state: 'ready' });
    if (restartMs === null || !this.snapshot.handsFree) return;
    this.cancelRestart();
    this.restartTimer = this.setTimer(() => {
      this.restartTimer = null;
      if (!this.disposed && this.snapshot.handsFree && this.snapshot.state === 'ready') this.listen();
    }, restartMs);
  }

  private cancelRestart(): void {
    if (this.restartTimer !== null) this.clearTimer(this.restartTimer);
    this.restartTimer = null;
  }

  private update(change: Partial<VoiceSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }
}
