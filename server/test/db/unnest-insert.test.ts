import { sql } from 'drizzle-orm';
import { integer, numeric, pgSchema, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { writtenOut } from '../../src/db/inline-sql';
import { unnestInsert } from '../../src/db/unnest-insert';
import { createTestDatabase, testDatabaseKind } from '../support/database';

const notes = pgTable('notes', {
  id: serial('id').primaryKey(),
  body: text('body').notNull(),
  label: text('label'),
  count: integer('count').notNull().default(7),
  price: numeric('price', { precision: 8, scale: 2 }),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

let database: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ handle: database, drop } = await createTestDatabase({ migrate: false }));
  await database.db.execute(
    sql`create table notes (id serial primary key, body text not null, label text, count integer not null default 7, price numeric(8, 2), at timestamptz not null)`,
  );
});
afterAll(() => drop());

describe(`unnestInsert on ${testDatabaseKind}`, () => {
  it('stores every value as given, in the order given, and leaves unlisted columns to their defaults', async () => {
    const at = new Date('2026-11-25T10:00:00.123Z');
    const bodies = [
      'plain',
      'a "quoted", {braced} \\ backslashed; line\nbreak',
      'NULL',
      '',
      'émoji 🎂 and ünïcode',
      'it\'s {1,2} "" \\\\',
    ];
    const insert = unnestInsert(
      notes,
      ['body', 'label', 'price', 'at'],
      bodies.map((body, i) => ({ body, label: i % 2 === 0 ? null : `label ${i}`, price: i === 1 ? '12.50' : null, at })),
    );
    await database.executeEach(await database.statementText(insert));
    const rows = await database.db.select().from(notes).orderBy(notes.id);
    expect(rows.map((row) => row.body)).toEqual(bodies);
    expect(rows.map((row) => row.label)).toEqual([null, 'label 1', null, 'label 3', null, 'label 5']);
    expect(rows.map((row) => row.price)).toEqual([null, '12.50', null, null, null, null]);
    expect(rows.every((row) => row.count === 7 && row.at.getTime() === at.getTime())).toBe(true);
  });

  it('names a table of another schema with its schema', () => {
    const archived = pgSchema('archive').table('notes', { body: text('body').notNull() });
    expect(writtenOut(unnestInsert(archived, ['body'], [{ body: 'kept' }]))).toMatch(
      /^insert into "archive"\."notes" \("body"\)/,
    );
  });

  it('refuses an insert of no columns', () => {
    expect(() => unnestInsert(notes, [], [])).toThrow('at least one column');
  });

  it('refuses a column the table does not have', () => {
    expect(() => unnestInsert(notes, ['body', 'nope' as 'body'], [{ body: 'x' }])).toThrow('nope is not a column');
  });
});
