import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** A column's values as one array parameter, cast to the column's array type. */
export function columnArray(column: PgColumn, values: readonly unknown[]): SQL {
  const driverValues = values.map((value) => (value === null || value === undefined ? null : column.mapToDriverValue(value)));
  return sql`${sql.param(driverValues)}::${sql.raw(`${column.getSQLType()}[]`)}`;
}

/**
 * Rows appended as `insert … select … from unnest(…)`: one array parameter per column however many
 * rows there are. Drizzle's values list takes a parameter per field, and building it was the
 * largest part of the query builder's share of a chat turn under load (bench/README.md); this
 * statement is as short for 200 rows as for one. Every row gives every listed column (null where
 * it has no value, since a column's default cannot be asked for row by row); the columns not listed
 * take their defaults. For plain columns only: each is cast to its SQL type's array (`text[]`,
 * `numeric(12, 6)[]`), which a serial, array or enum column does not have.
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
  const names = listed.map(({ column }) => sql.identifier(column.name));
  const arrays = listed.map(({ key, column }) =>
    columnArray(
      column,
      rows.map((row) => row[key]),
    ),
  );
  const list = sql.join(names, sql`, `);
  // Rows go in in the order given (ids from a sequence follow it: a question before its answer).
  return sql`insert into ${table} (${list}) select ${list} from unnest(${sql.join(arrays, sql`, `)}) with ordinality as given(${list}, given_ordinal) order by given_ordinal`;
}
