import { eq, sql, type SQL } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { isUnstorableText } from '../../src/db/errors';
import { inlineTemplate, literal, StatementTemplate, writtenOut } from '../../src/db/inline-sql';
import { unnestInsert } from '../../src/db/unnest-insert';
import { createTestDatabase, testDatabaseKind } from '../support/database';

const notes = pgTable('notes', {
  id: serial('id').primaryKey(),
  body: text('body').notNull(),
  label: text('label'),
  count: integer('count'),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

let database: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ handle: database, drop } = await createTestDatabase({ migrate: false }));
  await database.executeSql(
    'create table notes (id serial primary key, body text not null, label text, count integer, at timestamptz not null)',
  );
});
afterAll(() => drop());

/** A statement with no placeholders, written out. */
const inlineSql = (statement: SQL) => writtenOut(inlineTemplate(statement)({}));

// Texts that would break out of a badly quoted literal or array element.
const TRICKY = [
  "it's",
  "'; drop table notes; --",
  'a "quoted", {braced} \\ backslashed; line\nbreak',
  "\\'",
  'NULL',
  '',
  '$1 and $2',
  'émoji 🎂 and ünïcode',
  "E'\\x41'",
];

describe(`inlineSql on ${testDatabaseKind}`, () => {
  it('writes every value into the text so that the database reads back exactly what was given', async () => {
    const at = new Date('2026-11-26T10:00:00.123Z');
    const statement = unnestInsert(
      notes,
      ['body', 'label', 'count', 'at'],
      TRICKY.map((body, i) => ({ body, label: i % 2 === 0 ? null : body, count: i === 0 ? null : i * 1000, at })),
    );
    await database.executeSql(writtenOut(statement));
    const rows = await database.db.select().from(notes).orderBy(notes.id);
    expect(rows.map((row) => row.body)).toEqual(TRICKY);
    expect(rows.map((row) => row.label)).toEqual(TRICKY.map((body, i) => (i % 2 === 0 ? null : body)));
    expect(rows.map((row) => row.count)).toEqual(TRICKY.map((_, i) => (i === 0 ? null : i * 1000)));
    expect(rows.every((row) => row.at.getTime() === at.getTime())).toBe(true);
    expect((await database.executeSql('select count(*)::int as n from notes')).rows).toEqual([{ n: TRICKY.length }]);
  });

  it('keeps a written-out "$1" apart from a parameter of the same statement', async () => {
    const at = new Date('2026-11-26T11:00:00.000Z');
    const insert = unnestInsert(
      notes,
      ['body', 'label', 'count', 'at'],
      [{ body: 'costs $1, not $2', label: 'dollars', count: 1, at }],
    );
    const { rows } = await database.executeSql(
      inlineSql(
        sql`with added as (${sql.raw(writtenOut(insert))} returning body) select body, ${'the parameter'}::text as given from added`,
      ),
    );
    expect(rows).toEqual([{ body: 'costs $1, not $2', given: 'the parameter' }]);
  });

  it('reads a scalar value the way a parameter is read', async () => {
    const { rows } = await database.executeSql(
      inlineSql(sql`select ${"o'clock"}::text as text, ${42}::int as number, ${true}::boolean as flag, ${null}::text as nothing`),
    );
    expect(rows).toEqual([{ text: "o'clock", number: 42, flag: true, nothing: null }]);
  });

  it('refuses a NUL character as text the database cannot store, before anything is sent', () => {
    let error: unknown;
    try {
      inlineSql(sql`select ${'before\0after'}::text`);
    } catch (caught) {
      error = caught;
    }
    expect(isUnstorableText(error)).toBe(true);
  });

  it('refuses a value it cannot write as a literal', () => {
    expect(() => inlineSql(sql`select ${Number.NaN}`)).toThrow(/cannot be written/);
    expect(() => inlineSql(sql`select ${{ a: 1 }}`)).toThrow(/can be written/);
  });
});

describe(`inlineTemplate on ${testDatabaseKind}`, () => {
  const byLabel = inlineTemplate(
    sql`select ${notes.body} from ${notes} where ${eq(notes.label, sql.placeholder('label'))} and ${notes.count} > ${0} order by ${notes.id} limit ${sql.placeholder('limit')}`,
  );

  it('writes each use its own values, and the fixed ones as they were', async () => {
    await database.executeSql(
      writtenOut(
        unnestInsert(
          notes,
          ['body', 'label', 'count', 'at'],
          TRICKY.map((body) => ({ body: `template ${body}`, label: `label ${body}`, count: 1, at: new Date() })),
        ),
      ),
    );
    for (const label of TRICKY) {
      const [rows] = await database.executeEach(await database.statementText(byLabel({ label: `label ${label}`, limit: 5 })));
      expect(rows).toEqual([{ body: `template ${label}` }]);
    }
    // The fixed value (count > 0) holds in every use.
    await database.executeSql(
      writtenOut(
        unnestInsert(notes, ['body', 'label', 'count', 'at'], [{ body: 'none', label: 'zero', count: 0, at: new Date() }]),
      ),
    );
    expect(await database.executeEach(await database.statementText(byLabel({ label: 'zero', limit: 5 })))).toEqual([[]]);
  });

  it('refuses a use without a value for one of its placeholders', () => {
    expect(() => byLabel({ label: 'a' })).toThrow(/limit/);
  });
});

describe(`statement templates on ${testDatabaseKind}`, () => {
  const template = new StatementTemplate(['select ', '::text as said, ', '::int as n']);

  it('numbers the places of a use’s values for PREPARE, and writes a use out with them', () => {
    expect(template.text).toBe('select $1::text as said, $2::int as n');
    expect(writtenOut(template.use([literal("it's"), literal(2)]))).toBe("select 'it''s'::text as said, '2'::int as n");
    expect(() => template.use([literal('one')])).toThrow(/takes 2 values, not 1/);
  });

  it('runs every use with its own values; the embedded database keeps the template prepared', async () => {
    const first = await database.statementText(template.use([literal('first'), literal(1)]));
    const second = await database.statementText(template.use([literal('second'), literal(2)]));
    if (testDatabaseKind === 'pglite') {
      expect(first).toMatch(/^execute frontdesk_\d+\('first', '1'\)$/);
      expect(second.split('(')[0]).toBe(first.split('(')[0]);
    } else expect(second).toBe("select 'second'::text as said, '2'::int as n");
    expect(await database.executeEach(`${first}; ${second}`)).toEqual([[{ said: 'first', n: 1 }], [{ said: 'second', n: 2 }]]);
  });

  it('writes out a template the database will not prepare, so its own error reaches its caller', async () => {
    const broken = new StatementTemplate(['selec ', '::text']);
    const text = await database.statementText(broken.use([literal('x')]));
    expect(text).toBe("selec 'x'::text");
    await expect(database.executeEach(text)).rejects.toThrow(/syntax error/);
    // Two statements are never prepared as the first of them: the use runs written out, both run.
    const twoStatements = await database.statementText(
      new StatementTemplate(['select 1 as a; select ', '::int as b']).use([literal(2)]),
    );
    expect(await database.executeEach(twoStatements)).toEqual([[{ a: 1 }], [{ b: 2 }]]);
    // The database is as good as before.
    expect(await database.executeEach(await database.statementText(template.use([literal('after'), literal(3)])))).toEqual([
      [{ said: 'after', n: 3 }],
    ]);
  });
});
