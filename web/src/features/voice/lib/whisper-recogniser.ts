import type { Recogniser, RecogniserHandlers } from './voice-controller';

// Levels are the root mean square of the microphone's samples (-1…1). Speech sits well above 0.02;
// a quiet room stays below it.
const SPEECH_LEVEL = 0.02;
// A pause this long after speech ends the question, as a person waiting for an answer would.
const SILENCE_AFTER_SPEECH_MS = 1200;
const NOTHING_SAID_MS = 8000;
const LONGEST_QUESTION_MS = 30_000;
const SAMPLE_EVERY_MS = 100;

/**
 * Speech recognition for browsers without their own: the question is recorded (MediaRecorder) and
 * sent to the server's Whisper. Listening ends after a pause following speech, when the visitor
 * stops it, or after 30 seconds; null where the browser cannot record.
 */
export function whisperRecogniser(transcribe: (audio: Blob) => Promise<string>): Recogniser | null {
  if (typeof MediaRecorder === 'undefined' || typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia)
    return null;
  let current: Recording | null = null;
  return {
    start(handlers) {
      current?.finish(false);
      const recording = new Recording(handlers, transcribe, () => {
        if (current === recording) current = null;
      });
      current = recording;
    },
    stop: () => current?.finish(true),
    abort: () => current?.finish(false),
  };
}

class Recording {
  private recorder: MediaRecorder | null = null;
  private stream: MediaStream | null = null;
  private context: AudioContext | null = null;
  private sampler: ReturnType<typeof setInterval> | null = null;
  private readonly chunks: Blob[] = [];
  private heardSpeech = false;
  private keep = true;
  private finished = false;
  private ended = false;

  constructor(
    private readonly handlers: RecogniserHandlers,
    private readonly transcribe: (audio: Blob) => Promise<string>,
    private readonly onDone: () => void,
  ) {
    void this.begin();
  }

  /** Ends listening; with `keep`, what was said is transcribed. */
  finish(keep: boolean): void {
    if (this.finished) return;
    this.finished = true;
    this.keep = keep;
    if (this.recorder && this.recorder.state !== 'inactive') this.recorder.stop();
    else if (!this.recorder) this.end(keep ? 'no-speech' : 'aborted');
  }

  private async begin(): Promise<void> {
    try {
      this.stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      const refused = error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError');
      this.finished = true;
      this.end(refused ? 'not-allowed' : 'audio-capture');
      return;
    }
    if (this.finished) {
      // Stopped while the browser was still asking for the microphone (already reported as ended).
      this.release();
      return;
    }
    const recorder = new MediaRecorder(this.stream);
    this.recorder = recorder;
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) this.chunks.push(event.data);
    };
    recorder.onstop = () => void this.recorded(recorder.mimeType);
    recorder.start();
    this.watchLevels(this.stream);
  }

  /** Samples the microphone's level to hear when the visitor speaks and when they stop. */
  private watchLevels(stream: MediaStream): void {
    const context = new AudioContext();
    this.context = context;
    const analyser = context.createAnalyser();
    analyser.fftSize = 2048;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const started = Date.now();
    let lastSpeech = 0;
    this.sampler = setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += sample * sample;
      const now = Date.now();
      if (Math.sqrt(sum / samples.length) >= SPEECH_LEVEL) {
        this.heardSpeech = true;
        lastSpeech = now;
      }
      const pauseAfterSpeech = this.heardSpeech && now - lastSpeech >= SILENCE_AFTER_SPEECH_MS;
      const nothingSaid = !this.heardSpeech && now - started >= NOTHING_SAID_MS;
      if (pauseAfterSpeech || nothingSaid || now - started >= LONGEST_QUESTION_MS) this.finish(true);
    }, SAMPLE_EVERY_MS);
  }

  private async recorded(mimeType: string): Promise<void> {
    this.release();
    if (!this.keep) return this.end('aborted');
    if (!this.heardSpeech || this.chunks.length === 0) return this.end('no-speech');
    this.handlers.processing?.();
    try {
      const text = await this.transcribe(new Blob(this.chunks, { type: mimeType || 'audio/webm' }));
      if (text.trim() === '') return this.end('no-speech');
      this.handlers.result(text);
      this.end(null);
    } catch (error) {
      this.end(error instanceof Error ? error.message : String(error));
    }
  }

  private release(): void {
    if (this.sampler) clearInterval(this.sampler);
    this.sampler = null;
    for (const track of this.stream?.getTracks() ?? []) track.stop();
    void this.context?.close();
    this.context = null;
  }

  /** Reports the outcome (an error code or message, or null) and the end, once. */
  private end(error: string | null): void {
    this.release();
    if (this.ended) return;
    this.ended = true;
    if (error) this.handlers.error(error);
    this.handlers.end();
    this.onDone();
  }
}
