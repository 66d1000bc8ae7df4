import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type DatabaseHandle } from '../../src/db/client';
import { inlineTemplate } from '../../src/db/inline-sql';
import { MAX_BATCH_WRITES, TenantWrites, type TenantWriter } from '../../src/platform/tenant-writes';
import { createTestDatabase, testDatabaseKind } from '../support/database';

let database: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ handle: database, drop } = await createTestDatabase({ migrate: false }));
  await database.db.execute(sql`create table notes (id serial primary key, company_id text, kind text, body text)`);
});
afterAll(() => drop());

const insertNotes = inlineTemplate(
  sql`insert into notes (company_id, kind, body) select ${sql.placeholder('companyId')}, ${sql.placeholder('kind')}, body from unnest(${sql.placeholder('bodies')}::text[]) with ordinality as given(body, n) order by n`,
);

/** A writer of one kind of note; it refuses a note whose body is "bad", as a constraint would. */
const writerOf =
  (kind: string): TenantWriter<string> =>
  (companyId, bodies) => {
    if (bodies.includes('bad')) throw new Error(`refused ${kind}`);
    if (bodies.length === 0) return [];
    return [insertNotes({ companyId, kind, bodies })];
  };

const notes = async () =>
  rowsOf<{ company_id: string; kind: string; body: string; tx: string }>(
    await database.db.execute(sql`select company_id, kind, body, xmin::text as tx from notes order by id`),
  );

describe(`TenantWrites on ${testDatabaseKind}`, () => {
  it("writes different modules' writes queued together in one transaction, each kind's in the order queued", async () => {
    const writes = new TenantWrites<{ chat: string; usage: string }>(database, {
      chat: writerOf('chat'),
      usage: writerOf('usage'),
    });
    await Promise.all([
      writes.add('c1', 'chat', ['question']),
      writes.add('c1', 'usage', ['tokens']),
      writes.add('c1', 'chat', ['answer']),
      writes.add('c2', 'usage', ['other company']),
    ]);
    const rows = await notes();
    const ofC1 = rows.filter((row) => row.company_id === 'c1');
    const bodiesOf = (kind: string) => ofC1.filter((row) => row.kind === kind).map((row) => row.body);
    expect(bodiesOf('chat')).toEqual(['question', 'answer']);
    expect(bodiesOf('usage')).toEqual(['tokens']);
    expect(new Set(ofC1.map((row) => row.tx)).size).toBe(1);
    // Another company's writes never share its transaction.
    const ofC2 = rows.filter((row) => row.company_id === 'c2');
    expect(ofC2).toHaveLength(1);
    expect(ofC2[0]?.tx).not.toBe(ofC1[0]?.tx);
  });

  it("fails only the caller whose write was refused; another module's write of the same batch is kept", async () => {
    await database.db.execute(sql`delete from notes`);
    const writes = new TenantWrites<{ chat: string; usage: string }>(database, {
      chat: writerOf('chat'),
      usage: writerOf('usage'),
    });
    const results = await Promise.allSettled([writes.add('c1', 'chat', ['bad']), writes.add('c1', 'usage', ['tokens'])]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled']);
    expect((await notes()).map((row) => `${row.kind}:${row.body}`)).toEqual(['usage:tokens']);
  });

  it('settles a write that has nothing to write without running a statement', async () => {
    await database.db.execute(sql`delete from notes`);
    const writes = new TenantWrites<{ chat: string }>(database, { chat: writerOf('chat') });
    await expect(writes.add('c1', 'chat', [])).resolves.toBeUndefined();
    expect(await notes()).toEqual([]);
  });

  it('splits a long queue into transactions of at most MAX_BATCH_WRITES writes, each written', async () => {
    await database.db.execute(sql`delete from notes`);
    const writes = new TenantWrites<{ chat: string }>(database, { chat: writerOf('chat') });
    const count = MAX_BATCH_WRITES + 10;
    await Promise.all(Array.from({ length: count }, (_, i) => writes.add('c1', 'chat', [`note ${i}`])));
    const rows = await notes();
    expect(rows).toHaveLength(count);
    const perTransaction = new Map<string, number>();
    for (const row of rows) perTransaction.set(row.tx, (perTransaction.get(row.tx) ?? 0) + 1);
    expect([...perTransaction.values()]).toEqual([MAX_BATCH_WRITES, 10]);
  });
});
