import type { DatabaseHandle } from '../db/client';
import type { BoundStatement } from '../db/inline-sql';
import { writeAsTenant } from '../db/tenant';
import { GroupCommit } from './group-commit';

/**
 * The statements that write items of one kind for one company, built but not run: the
 * queue runs every statement of a batch in one transaction, kind after kind, each kind's in the
 * order given. Each is a use of a template built once (db/inline-sql.ts), which the embedded
 * database keeps prepared.
 */
export type TenantWriter<Item> = (companyId: string, items: Item[]) => BoundStatement[];

/**
 * At most this many callers' writes go in one batch, which bounds the transaction a turn waits on
 * and the batch's message, every value written into it (db/inline-sql.ts).
 */
export const MAX_BATCH_WRITES = 256;

/** What a module needs to queue its own kind of write. */
export type TenantWriteQueue<Kind extends string, Item> = {
  add(companyId: string, kind: Kind, items: Item[], options?: { after?: Promise<void> }): Promise<void>;
};

type Queued<Kinds> = { [Kind in keyof Kinds]: { kind: Kind; items: Kinds[Kind][] } }[keyof Kinds];

/**
 * One group commit per company shared by every module's small writes: writes queued together go in
 * one transaction whichever module made them. A model's answer and its usage row are queued in the
 * same turn of the event loop, so they always share one; with the visitor's message still queued,
 * a turn is one transaction instead of three (docs/decisions/012). The batch's statements go to the
 * database as one message, after the company's scope, in one round trip (writeAsTenant): each round
 * trip is a wait every turn of the batch shares, and on the embedded database each holds the event
 * loop. Each kind is written by its own writer, its items in the order
 * they were queued.
 */
export class TenantWrites<Kinds extends Record<string, unknown>> {
  private readonly commit: GroupCommit<Queued<Kinds>>;

  constructor(database: DatabaseHandle, writers: { [Kind in keyof Kinds]: TenantWriter<Kinds[Kind]> }) {
    this.commit = new GroupCommit(
      async (companyId, queued) => {
        const byKind = new Map<keyof Kinds, unknown[]>();
        for (const { kind, items } of queued) {
          const list = byKind.get(kind);
          if (list) list.push(...items);
          else byKind.set(kind, [...items]);
        }
        // Each list holds only items queued under its kind, so its writer takes them.
        const statements = [...byKind].flatMap(([kind, items]) => (writers[kind] as TenantWriter<unknown>)(companyId, items));
        if (statements.length > 0) await writeAsTenant(database, companyId, statements);
      },
      { maxBatch: MAX_BATCH_WRITES },
    );
  }

  add<Kind extends keyof Kinds & string>(
    companyId: string,
    kind: Kind,
    items: Kinds[Kind][],
    options: { after?: Promise<void> } = {},
  ): Promise<void> {
    return this.commit.add(companyId, [{ kind, items } as Queued<Kinds>], options);
  }

  /** Settles once every write queued so far is committed or failed: a clean stop waits for it. */
  settled(): Promise<void> {
    return this.commit.settled();
  }
}
