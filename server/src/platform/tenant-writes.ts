import type { Database, DatabaseHandle } from '../db/client';
import { withTenant } from '../db/tenant';
import { GroupCommit } from './group-commit';

/** Writes items of one kind for one company, inside a transaction already scoped to it. */
export type TenantWriter<Item> = (db: Database, companyId: string, items: Item[]) => Promise<void>;

/** What a module needs to queue its own kind of write. */
export type TenantWriteQueue<Kind extends string, Item> = {
  add(companyId: string, kind: Kind, items: Item[], options?: { after?: Promise<void> }): Promise<void>;
};

type Queued<Kinds> = { [Kind in keyof Kinds]: { kind: Kind; items: Kinds[Kind][] } }[keyof Kinds];

/**
 * One group commit per company shared by every module's small writes: writes queued together go in
 * one transaction whichever module made them. A model's answer and its usage row are queued in the
 * same turn of the event loop, so they always share one; with the visitor's message still queued,
 * a turn is one transaction instead of three (docs/decisions/012). Within a batch each kind is
 * written by its own writer, in the order the kinds were first queued, its items in the order they
 * were queued.
 */
export class TenantWrites<Kinds extends Record<string, unknown>> {
  private readonly commit: GroupCommit<Queued<Kinds>>;

  constructor(database: DatabaseHandle, writers: { [Kind in keyof Kinds]: TenantWriter<Kinds[Kind]> }) {
    this.commit = new GroupCommit((companyId, queued) =>
      withTenant(database, companyId, async (db) => {
        const byKind = new Map<keyof Kinds, unknown[]>();
        for (const { kind, items } of queued) {
          const list = byKind.get(kind);
          if (list) list.push(...items);
          else byKind.set(kind, [...items]);
        }
        // Each list holds only items queued under its kind, so its writer takes them.
        for (const [kind, items] of byKind) await (writers[kind] as TenantWriter<unknown>)(db, companyId, items);
      }),
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
}
