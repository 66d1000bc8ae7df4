import type { DatabaseHandle } from '../db/client';
import { isDatabaseUnavailable } from '../db/errors';
import type { BoundStatement } from '../db/inline-sql';
import { asTenantText, readAsTenant } from '../db/tenant';

type Waiting = {
  companyId: string;
  query: BoundStatement;
  resolve: (rows: unknown[]) => void;
  reject: (error: unknown) => void;
};

/** At most this many reads go in one message; the rest wait for the next. */
const MAX_BATCH_READS = 64;

/**
 * Reads on a visitor's path, of any companies, asked for in the same turn of the event loop or
 * while the previous batch is out, go to the database as one message, each query after its own
 * company's scope (db/tenant.ts asTenantText). On a database in another process each message costs
 * a wake-up of it as well as a round trip, and under load that was the largest part of a follow-up
 * chat turn's server time (bench/README.md). A batch that fails is read again query by query, so
 * one bad read fails only its own caller.
 */
export class TenantReads {
  private queue: Waiting[] | undefined;

  constructor(private readonly database: DatabaseHandle) {}

  /** A use of a query template (inline-sql.ts); its rows as readAsTenant reads them. */
  read(companyId: string, query: BoundStatement): Promise<unknown[]> {
    return new Promise((resolve, reject) => {
      const waiting = { companyId, query, resolve, reject };
      if (this.queue) this.queue.push(waiting);
      else {
        this.queue = [waiting];
        void this.drain(this.queue);
      }
    });
  }

  private async drain(queue: Waiting[]): Promise<void> {
    // Requests that arrived together are handled within one turn of the event loop (GroupCommit).
    await new Promise((resolve) => setImmediate(resolve));
    while (queue.length > 0) {
      const batch = queue.splice(0, MAX_BATCH_READS);
      try {
        const texts = await Promise.all(
          batch.map(async ({ companyId, query }) =>
            asTenantText(this.database, companyId, await this.database.statementText(query)),
          ),
        );
        const results = await this.database.executeEach(texts.join('; '));
        // Each read is two statements, its scope and its query; any other count means a query was
        // not the one statement it must be, and no caller may be handed another's rows.
        if (results.length !== 2 * batch.length) {
          throw new Error(`a batch of ${batch.length} reads answered ${results.length} results`);
        }
        batch.forEach((waiting, i) => waiting.resolve(results[2 * i + 1] ?? []));
      } catch (error) {
        // A database that went away fails every read at once rather than each after its own wait.
        if (batch.length === 1 || isDatabaseUnavailable(error)) for (const waiting of batch) waiting.reject(error);
        else await this.readOneByOne(batch);
      }
    }
    this.queue = undefined;
  }

  private async readOneByOne(batch: Waiting[]): Promise<void> {
    for (const waiting of batch) {
      try {
        waiting.resolve(await readAsTenant(this.database, waiting.companyId, waiting.query));
      } catch (error) {
        waiting.reject(error);
      }
    }
  }
}
