import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';

export type EncoderRequest = { id: number; texts: string[] };
export type EncoderReply =
  { type: 'ready' } | { type: 'vectors'; id: number; vectors: Float32Array[] } | { type: 'failed'; id: number; message: string };

/** A visitor's question goes before the entries of a knowledge base being encoded. */
export type EncoderPriority = 'question' | 'entries';

type Job = { texts: string[]; resolve: (vectors: Float32Array[]) => void; reject: (error: Error) => void };
type Running = { worker: Worker; ready: boolean; current: { id: number; job: Job } | null };

// The build bundles the worker next to main.js; in development and tests its source runs through
// tsx, registered inside the worker (a worker does not inherit the process's loaders).
const fromSource = import.meta.url.endsWith('.ts');
const startWorker = (): Worker =>
  fromSource
    ? new Worker(
        `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(new URL('./sentence-encoder.worker.ts', import.meta.url).href)}); })`,
        { eval: true },
      )
    : new Worker(new URL('./sentence-encoder-worker.js', import.meta.url));
/** After the encoder failed to start, it is not tried again for this long: answers go on without it. */
const RETRY_AFTER_MS = 5 * 60_000;

/**
 * The sentence encoder, in a worker thread started on first use and stopped after `idleMs`
 * without work, which gives its memory (about 90 MB loaded, up to 200 MB after encoding a
 * knowledge base) back to the system. Requests go to the worker one at a time, questions first.
 */
export class SentenceEncoder {
  private running: Running | null = null;
  private readonly questions: Job[] = [];
  private readonly entries: Job[] = [];
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;
  private failedAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly deps: { idleMs: number; logger: FastifyBaseLogger }) {}

  /** Whether the model is loaded, so a question's vector comes within milliseconds. */
  get ready(): boolean {
    return this.running?.ready ?? false;
  }

  /** The texts' vectors, in their order; compare them by cosine. */
  embed(texts: string[], priority: EncoderPriority): Promise<Float32Array[]> {
    if (texts.length === 0) return Promise.resolve([]);
    if (!this.running && performance.now() - this.failedAt < RETRY_AFTER_MS) {
      return Promise.reject(new Error('the sentence encoder failed to start a moment ago'));
    }
    return new Promise((resolve, reject) => {
      (priority === 'question' ? this.questions : this.entries).push({ texts, resolve, reject });
      this.pump();
    });
  }

  /**
   * A question's vector when the model is loaded and answers within `budgetMs`; otherwise null
   * (and the model starts loading), so a visitor never waits for the encoder.
   */
  async embedQuestionWithin(text: string, budgetMs: number): Promise<Float32Array | null> {
    if (!this.ready) {
      this.start();
      return null;
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(resolve, budgetMs, null);
    });
    try {
      const vector = this.embed([text], 'question').then(([first]) => first ?? null);
      return await Promise.race([vector, late]);
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    this.stop(new Error('the server is stopping'));
  }

  private start(): Running | null {
    if (this.running) return this.running;
    if (performance.now() - this.failedAt < RETRY_AFTER_MS) return null;
    const worker = startWorker();
    // A worker waiting for work never keeps the process alive.
    worker.unref();
    const running: Running = { worker, ready: false, current: null };
    this.running = running;
    worker.on('message', (reply: EncoderReply) => this.receive(running, reply));
    worker.on('error', (error) => {
      this.deps.logger.error({ err: error }, 'sentence encoder failed');
      if (!running.ready) this.failedAt = performance.now();
      this.stop(error);
    });
    worker.on('exit', () => {
      if (this.running === running) this.stop(new Error('the sentence encoder stopped'));
    });
    return running;
  }

  private receive(running: Running, reply: EncoderReply): void {
    if (reply.type === 'ready') {
      running.ready = true;
    } else if (running.current?.id === reply.id) {
      const { job } = running.current;
      running.current = null;
      if (reply.type === 'vectors') job.resolve(reply.vectors);
      else job.reject(new Error(reply.message));
    }
    this.pump();
  }

  /** Sends the next job once the model is loaded and free, or arms the idle stop when there is none. */
  private pump(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const line = this.questions.length > 0 ? this.questions : this.entries;
    const job = line[0];
    if (!job) {
      if (this.running?.ready && !this.running.current) {
        this.idleTimer = setTimeout(() => this.stop(null), this.deps.idleMs);
        this.idleTimer.unref();
      }
      return;
    }
    const running = this.start();
    if (!running) {
      this.rejectWaiting(new Error('the sentence encoder is not available'));
      return;
    }
    if (!running.ready || running.current) return;
    line.shift();
    const id = this.nextId++;
    running.current = { id, job };
    running.worker.postMessage({ id, texts: job.texts } satisfies EncoderRequest);
  }

  /** Ends the worker; waiting jobs fail with `error` (none when it stops for being idle). */
  private stop(error: Error | null): void {
    const running = this.running;
    this.running = null;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (!running) return;
    void running.worker.terminate();
    const failed = new Error(error?.message ?? 'the sentence encoder stopped');
    running.current?.job.reject(failed);
    this.rejectWaiting(failed);
  }

  private rejectWaiting(error: Error): void {
    for (const job of [...this.questions.splice(0), ...this.entries.splice(0)]) job.reject(error);
  }
}
