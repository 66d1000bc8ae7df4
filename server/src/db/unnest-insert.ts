import { getTableColumns } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { literal, StatementTemplate, type BoundStatement } from './inline-sql';

/** A table's name as a statement writes it, its schema included. */
function qualifiedName(table: PgTable): string {
  const { schema, name } = getTableConfig(table);
  return `${schema ? `${pg.escapeIdentifier(schema)}.` : ''}${pg.escapeIdentifier(name)}`;
}

// The insert of a table's listed columns is the same statement at every use: built once.
const templates = new WeakMap<PgTable, Map<string, StatementTemplate>>();

function insertTemplate(table: PgTable, columns: readonly PgColumn[]): StatementTemplate {
  const key = columns.map((column) => column.name).join(',');
  let byColumns = templates.get(table);
  if (!byColumns) templates.set(table, (byColumns = new Map()));
  let template = byColumns.get(key);
  if (!template) {
    const list = columns.map((column) => pg.escapeIdentifier(column.name)).join(', ');
    // Each column's values are one array, cast to the column's array type.
    const casts = columns.map((column) => `::${column.getSQLType()}[]`);
    template = new StatementTemplate([
      `insert into ${qualifiedName(table)} (${list}) select ${list} from unnest(`,
      ...casts.slice(0, -1).map((cast) => `${cast}, `),
      `${casts.at(-1) ?? ''}) with ordinality as given(${list}, given_ordinal) order by given_ordinal`,
    ]);
    byColumns.set(key, template);
  }
  return template;
}

/**
 * Rows appended as `insert … select … from unnest(…)`: one array per column however many rows
 * there are. Drizzle's values list takes a parameter per field, and building it was the largest
 * part of the query builder's share of a chat turn under load (bench/README.md); this statement is
 * as short for 200 rows as for one, and the same text whatever the rows, so the embedded database
 * keeps it prepared. Every row gives every listed column (null where it has no value, since a
 * column's default cannot be asked for row by row); the columns not listed take their defaults.
 * Rows go in in the order given (ids from a sequence follow it: a question before its answer). For
 * plain columns only: each is cast to its SQL type's array (`text[]`, `numeric(12, 6)[]`), which a
 * serial, array or enum column does not have.
 */
export function unnestInsert<T extends PgTable, K extends keyof T['$inferInsert'] & string>(
  table: T,
  columns: readonly K[],
  rows: readonly { [P in K]-?: Exclude<T['$inferInsert'][P], undefined> }[],
): BoundStatement {
  if (columns.length === 0) throw new Error('an insert lists at least one column');
  const tableColumns: Record<string, PgColumn> = getTableColumns(table);
  const listed = columns.map((key) => {
    const column = tableColumns[key];
    if (!column) throw new Error(`${key} is not a column of this table`);
    return { key, column };
  });
  return insertTemplate(
    table,
    listed.map(({ column }) => column),
  ).use(
    listed.map(({ key, column }) =>
      literal(rows.map((row) => (row[key] === null || row[key] === undefined ? null : column.mapToDriverValue(row[key])))),
    ),
  );
}
