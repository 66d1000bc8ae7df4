import { setImmediate, setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client';

/** A queue and how its jobs are retried; a job that keeps failing ends as failed after `retryLimit` retries. */
export type QueueDefinition = {
  name: string;
  retryLimit: number;
  retryDelaySeconds: number;
  /** Longer than any single attempt can take, or a second worker would start the same job. */
  expireInSeconds: number;
};

export type JobContext = { id: string; retryCount: number };

/** An interval added to the database's now() (pg-boss passes text start times through as intervals). */
const DUE_AT_ONCE = '-1 second';

/**
 * Background jobs stored in the application's own database (pg-boss), so a job queued before a
 * crash is still there after the restart and any instance may run it, one at a time. The queue
 * runs on the embedded database too, through the same connection as everything else.
 */
export class Jobs {
  private readonly workers = new Map<string, string>();
  /** Queries and handlers the queue has started; stopping waits for them (see stop). */
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly boss: PgBoss;

  private constructor(
    database: DatabaseHandle,
    private readonly logger: FastifyBaseLogger,
  ) {
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => this.track(database.executeSql(text, values)) },
      // Completed and failed jobs are kept a week for inspection, then archived and dropped.
      deleteAfterDays: 7,
    });
    this.boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  }

  static async start(database: DatabaseHandle, logger: FastifyBaseLogger): Promise<Jobs> {
    const jobs = new Jobs(database, logger);
    await jobs.boss.start();
    return jobs;
  }

  /** Creates the queue when missing and works its jobs in this process. */
  async work<T extends object>(queue: QueueDefinition, handler: (data: T, job: JobContext) => Promise<void>): Promise<void> {
    await this.boss.createQueue(queue.name, {
      name: queue.name,
      retryLimit: queue.retryLimit,
      retryDelay: queue.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: queue.expireInSeconds,
    });
    let workerId = '';
    workerId = await this.boss.work<T>(queue.name, { batchSize: 1, includeMetadata: true }, async ([job]) => {
      if (!job) return;
      // pg-boss waits a polling interval after every job; asking again at once drains a backlog
      // (a booking queues several mails) instead of taking one job every two seconds.
      if (workerId) this.boss.notifyWorker(workerId);
      try {
        await this.track(handler(job.data, { id: job.id, retryCount: job.retryCount }));
      } catch (error) {
        this.logger.warn(
          { err: error, queue: queue.name, jobId: job.id, retry: job.retryCount, of: job.retryLimit },
          'job failed; it will be retried until its retries run out',
        );
        throw error;
      }
    });
    this.workers.set(queue.name, workerId);
  }

  /** Stores the job; this process's worker is woken at once instead of at its next poll. */
  async send<T extends object>(queue: string, data: T): Promise<string> {
    // A worker takes jobs due strictly before its own now(). The embedded database's clock has
    // millisecond steps, so a job due "now" could be passed over by the fetch the send just woke.
    const id = await this.boss.send(queue, data, { startAfter: DUE_AT_ONCE });
    if (!id) throw new Error(`the job queue ${queue} refused a job`);
    const worker = this.workers.get(queue);
    if (worker) this.boss.notifyWorker(worker);
    return id;
  }

  /** Queues `data` on `queue` at every time the cron expression names (UTC), from any one instance. */
  async schedule<T extends object>(queue: string, cron: string, data: T): Promise<void> {
    await this.boss.schedule(queue, cron, data, { tz: 'UTC' });
  }

  /** Jobs not yet finished (waiting, retrying or running). */
  async pending(queue: string): Promise<number> {
    return this.boss.getQueueSize(queue, { before: 'completed' });
  }

  /**
   * Stops polling and lets running jobs finish (up to `timeoutMs`). pg-boss may still be fetching
   * or completing a job when its own stop resolves, so this also waits for every query and handler
   * it started: the caller closes the database next.
   */
  async stop(timeoutMs = 10_000): Promise<void> {
    const deadline = performance.now() + timeoutMs;
    await this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    // A finished handler's completion is queued a few promise hops later: look again after a turn.
    for (await setImmediate(); this.inFlight.size > 0 && performance.now() < deadline; await setImmediate()) {
      await Promise.race([
        Promise.allSettled([...this.inFlight]),
        sleep(Math.max(0, deadline - performance.now()), undefined, { ref: false }),
      ]);
    }
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    const done = () => this.inFlight.delete(work);
    work.then(done, done);
    return work;
  }
}
