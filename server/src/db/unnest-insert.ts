import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { literal } from './inline-sql';

/**
 * A column's values as one array, cast to the column's array type. Written out as a literal
 * (inline-sql.ts) rather than a parameter: these statements are built on every chat turn and only
 * ever run as text, and walking them with the query builder cost more than writing them.
 */
export function columnArray(column: PgColumn, values: readonly unknown[]): SQL {
  return sql.raw(columnArrayText(column, values));
}

function columnArrayText(column: PgColumn, values: readonly unknown[]): string {
  const driverValues = values.map((value) => (value === null || value === undefined ? null : column.mapToDriverValue(value)));
  return `${literal(driverValues)}::${column.getSQLType()}[]`;
}

// A table's name as the statement writes it, schema included, worked out once per table.
const qualifiedNames = new WeakMap<PgTable, string>();

function qualifiedName(table: PgTable): string {
  let name = qualifiedNames.get(table);
  if (name === undefined) {
    const config = getTableConfig(table);
    name = `${config.schema ? `${pg.escapeIdentifier(config.schema)}.` : ''}${pg.escapeIdentifier(config.name)}`;
    qualifiedNames.set(table, name);
  }
  return name;
}

/**
 * Rows appended as `insert … select … from unnest(…)`: one array per column however many rows
 * there are. Drizzle's values list takes a parameter per field, and building it was the largest
 * part of the query builder's share of a chat turn under load (bench/README.md); this statement is
 * as short for 200 rows as for one. Every row gives every listed column (null where it has no
 * value, since a column's default cannot be asked for row by row); the columns not listed take
 * their defaults. For plain columns only: each is cast to its SQL type's array (`text[]`,
 * `numeric(12, 6)[]`), which a serial, array or enum column does not have. The statement is written
 * as text, its values as literals (see `columnArray`).
 */
export function unnestInsert<T extends PgTable, K extends keyof T['$inferInsert'] & string>(
  table: T,
  columns: readonly K[],
  rows: readonly { [P in K]-?: Exclude<T['$inferInsert'][P], undefined> }[],
): SQL {
  const tableColumns: Record<string, PgColumn> = getTableColumns(table);
  const listed = columns.map((key) => {
    const column = tableColumns[key];
    if (!column) throw new Error(`${key} is not a column of this table`);
    return { key, column };
  });
  const list = listed.map(({ column }) => pg.escapeIdentifier(column.name)).join(', ');
  const arrays = listed.map(({ key, column }) =>
    columnArrayText(
      column,
      rows.map((row) => row[key]),
    ),
  );
  // Rows go in in the order given (ids from a sequence follow it: a question before its answer).
  return sql.raw(
    `insert into ${qualifiedName(table)} (${list}) select ${list} from unnest(${arrays.join(', ')}) with ordinality as given(${list}, given_ordinal) order by given_ordinal`,
  );
}
