type Waiting<Item> = { items: Item[]; resolve: () => void; reject: (error: unknown) => void };
type Queue<Item> = { waiting: Waiting<Item>[] };

/**
 * Group commit per company: writes that arrive while the company's previous batch is being written
 * wait, then go together in one transaction. A lone write goes at once, so nothing waits when the
 * database is idle; under load, one transaction's fixed cost (begin, tenant scope, commit) is shared
 * by every write that queued behind it. Each caller's promise settles when its own items are
 * committed (or failed): a batch that fails is written again caller by caller, so one bad write
 * fails only its own caller.
 */
export class GroupCommit<Item> {
  private readonly queues = new Map<string, Queue<Item>>();

  constructor(private readonly write: (companyId: string, items: Item[]) => Promise<void>) {}

  add(companyId: string, items: Item[]): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const queued = this.queues.get(companyId);
      if (queued) {
        queued.waiting.push({ items, resolve, reject });
        return;
      }
      const queue: Queue<Item> = { waiting: [{ items, resolve, reject }] };
      this.queues.set(companyId, queue);
      void this.drain(companyId, queue);
    });
  }

  private async drain(companyId: string, queue: Queue<Item>): Promise<void> {
    // Requests whose data arrived together are handled within one turn of the event loop; waiting
    // for the end of that turn lets their writes join this batch. The embedded database answers
    // without yielding to the event loop, so without this no write would ever find a batch running.
    await new Promise((resolve) => setImmediate(resolve));
    while (queue.waiting.length > 0) {
      const batch = queue.waiting.splice(0);
      try {
        await this.write(
          companyId,
          batch.flatMap((waiting) => waiting.items),
        );
        for (const waiting of batch) waiting.resolve();
      } catch (error) {
        if (batch.length === 1) batch[0]?.reject(error);
        else await this.writeOneByOne(companyId, batch);
      }
    }
    this.queues.delete(companyId);
  }

  private async writeOneByOne(companyId: string, batch: Waiting<Item>[]): Promise<void> {
    for (const waiting of batch) {
      try {
        await this.write(companyId, waiting.items);
        waiting.resolve();
      } catch (error) {
        waiting.reject(error);
      }
    }
  }
}
