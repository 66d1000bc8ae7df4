import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';

export type EncoderRequest = { id: number; texts: string[] };
export type EncoderReply =
  { type: 'ready' } | { type: 'vectors'; id: number; vectors: Float32Array[] } | { type: 'failed'; id: number; message: string };

/** A visitor's question goes before the entries of a knowledge base being encoded. */
export type EncoderPriority = 'question' | 'entries';

type Job = {
  texts: string[];
  resolve: (vectors: Float32Array[]) => void;
  reject: (error: Error) => void;
  /** Its caller stopped waiting: dropped unless already sent. */
  abandoned: boolean;
};
type Running = { worker: Worker; ready: boolean; current: { id: number; job: Job } | null; startTimer: NodeJS.Timeout };

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
/** After the encoder failed (to start, or while running), it is not started again for this long. */
const RETRY_AFTER_MS = 5 * 60_000;
/** Loading the model takes about a second; one that has not loaded by then never will. */
const START_LIMIT_MS = 60_000;

/**
 * The sentence encoder, in a worker thread started on first use and stopped after `idleMs`
 * without work, which gives its memory (about 150 MB while loaded) back to the system. Requests
 * go to the worker one at a time, questions first.
 */
export class SentenceEncoder {
  private running: Running | null = null;
  private readonly questions: Job[] = [];
  private readonly entries: Job[] = [];
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;
  private failedAt = Number.NEGATIVE_INFINITY;
  private closed = false;

  constructor(private readonly deps: { idleMs: number; logger: FastifyBaseLogger }) {}

  /** Whether the model is loaded, so a question's vector comes within milliseconds. */
  get ready(): boolean {
    return this.running?.ready ?? false;
  }

  /** Whether the encoder failed a moment ago, or is closed: work for it waits or goes without. */
  get unavailable(): boolean {
    return this.closed || (!this.running && performance.now() - this.failedAt < RETRY_AFTER_MS);
  }

  /** The texts' vectors, in their order; compare them by cosine. */
  embed(texts: string[], priority: EncoderPriority): Promise<Float32Array[]> {
    return this.enqueue(texts, priority).done;
  }

  /**
   * A question's vector when the model is loaded and answers within `budgetMs`; otherwise null
   * (and the model starts loading), so a visitor never waits for the encoder. A question whose
   * budget ran out before the worker took it is dropped.
   */
  async embedQuestionWithin(text: string, budgetMs: number): Promise<Float32Array | null> {
    if (!this.ready) {
      this.start();
      return null;
    }
    const { job, done } = this.enqueue([text], 'question');
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(resolve, budgetMs, null);
    });
    try {
      const vector = await Promise.race([done.then(([first]) => first ?? null), late]);
      if (vector === null) job.abandoned = true;
      return vector;
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stop(new Error('the server is stopping'));
  }

  private enqueue(texts: string[], priority: EncoderPriority): { job: Job; done: Promise<Float32Array[]> } {
    let job: Job = { texts, resolve: () => undefined, reject: () => undefined, abandoned: false };
    const done = new Promise<Float32Array[]>((resolve, reject) => {
      job = { texts, resolve, reject, abandoned: false };
    });
    if (texts.length === 0) job.resolve([]);
    else if (this.unavailable) job.reject(new Error('the sentence encoder is not available'));
    else {
      (priority === 'question' ? this.questions : this.entries).push(job);
      this.pump();
    }
    return { job, done };
  }

  private start(): Running | null {
    if (this.running) return this.running;
    if (this.unavailable) return null;
    let worker: Worker;
    try {
      worker = startWorker();
    } catch (error) {
      this.failed(error);
      return null;
    }
    // A worker waiting for work never keeps the process alive.
    worker.unref();
    const startTimer = setTimeout(() => {
      if (this.running === running && !running.ready) this.failed(new Error('the sentence encoder did not load in time'));
    }, START_LIMIT_MS);
    startTimer.unref();
    const running: Running = { worker, ready: false, current: null, startTimer };
    this.running = running;
    worker.on('message', (reply: EncoderReply) => this.receive(running, reply));
    worker.on('error', (error) => {
      if (this.running === running) this.failed(error);
    });
    worker.on('exit', () => {
      if (this.running === running) this.failed(new Error('the sentence encoder stopped'));
    });
    return running;
  }

  /** An unplanned end: logged, waiting work fails, and no new worker starts for a while. */
  private failed(error: unknown): void {
    this.deps.logger.error({ err: error }, 'sentence encoder failed');
    this.failedAt = performance.now();
    this.stop(error instanceof Error ? error : new Error(String(error)));
  }

  private receive(running: Running, reply: EncoderReply): void {
    if (this.running !== running) return;
    if (reply.type === 'ready') {
      running.ready = true;
      clearTimeout(running.startTimer);
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
    for (const line of [this.questions, this.entries]) {
      while (line[0]?.abandoned) line.shift()?.reject(new Error('no longer awaited'));
    }
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

  /** Ends the worker; waiting jobs fail with `error` (none wait when it stops for being idle). */
  private stop(error: Error | null): void {
    const running = this.running;
    this.running = null;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const failed = new Error(error?.message ?? 'the sentence encoder stopped');
    if (running) {
      clearTimeout(running.startTimer);
      void running.worker.terminate();
      running.current?.job.reject(failed);
    }
    this.rejectWaiting(failed);
  }

  private rejectWaiting(error: Error): void {
    for (const job of [...this.questions.splice(0), ...this.entries.splice(0)]) job.reject(error);
  }
}
