import { fillPlaceholders, is, Param, Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';

/**
 * Drizzle's dialect, numbering parameters with a mark no text can hold (a NUL is refused in any
 * value, below) rather than `$n`: a statement may carry raw text already written out, where a `$1`
 * is a visitor's words, not a parameter.
 */
class MarkedParamsDialect extends PgDialect {
  override escapeParam(index: number): string {
    return `\0${index}\0`;
  }
}

const dialect = new MarkedParamsDialect();
const PARAM_MARK = /\0(\d+)\0/g;

/**
 * Text the database cannot store: PostgreSQL's own code for it (22021), so callers that map that
 * code to the client's fault (db/errors.ts) read it the same way as a refused parameter.
 */
export class UnstorableTextError extends Error {
  readonly code = '22021';

  constructor() {
    super('invalid byte sequence: text containing a NUL character cannot be stored');
  }
}

/** A string as PostgreSQL reads it between quotes; a NUL would end the protocol message early, so it is refused. */
function quoted(text: string): string {
  if (text.includes('\0')) throw new UnstorableTextError();
  return pg.escapeLiteral(text);
}

/** An array element inside an array literal: quoted, with `"` and `\` escaped, or NULL. */
function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (Array.isArray(value)) return arrayLiteral(value);
  return `"${scalarText(value).replace(/[\\"]/g, '\\$&')}"`;
}

/** A JavaScript array as PostgreSQL's array input text: `{"a","b",NULL}`. */
function arrayLiteral(values: readonly unknown[]): string {
  return `{${values.map(arrayElement).join(',')}}`;
}

/** A value's text as PostgreSQL reads it: as node-postgres sends a parameter, but a date in UTC (its ISO form). */
function scalarText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`${value} cannot be written into a statement`);
    return String(value);
  }
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return value.toISOString();
  throw new TypeError('only strings, numbers, booleans, dates and arrays of them can be written into a statement');
}

declare const literalText: unique symbol;
/** Text `literal` wrote: the only values a statement template's use takes. */
export type Literal = string & { readonly [literalText]: true };

/** A parameter's value as a literal of the same meaning: untyped, as a parameter is, and typed by the statement around it. */
export function literal(value: unknown): Literal {
  if (value === null || value === undefined) return 'null' as Literal;
  return quoted(Array.isArray(value) ? arrayLiteral(value) : scalarText(value)) as Literal;
}

/**
 * A statement of ours whose text is the same at every use but for its values: the pieces of text
 * around them. The embedded database keeps such a statement prepared, so each use skips parsing
 * and planning it (DatabaseHandle.statementText); elsewhere a use is written out, its values as
 * quoted literals. The pieces are this code's, and every value a visitor or admin gives is a
 * literal in a use. Several written-out statements can go to the database as one simple-protocol
 * message, which runs as one implicit transaction in one round trip.
 */
export class StatementTemplate {
  /** The statement with `$1`, `$2`, … where a use's values go: what PREPARE is given. */
  readonly text: string;

  constructor(private readonly pieces: readonly string[]) {
    this.text = pieces.reduce((text, piece, i) => `${text}$${i}${piece}`);
  }

  /** One use, its values written by `literal`, one for each gap between the pieces. */
  use(values: readonly Literal[]): BoundStatement {
    if (values.length !== this.pieces.length - 1) {
      throw new Error(`this statement takes ${this.pieces.length - 1} values, not ${values.length}`);
    }
    return { template: this, values };
  }

  /** A use written out: the pieces with its values between them. */
  writtenOut(values: readonly Literal[]): string {
    return this.pieces.reduce((text, piece, i) => `${text}${values[i - 1] ?? ''}${piece}`);
  }
}

/** One use of a statement template: the template and its values as literals. */
export type BoundStatement = { readonly template: StatementTemplate; readonly values: readonly Literal[] };

/** A use of a statement as one text, its values written in. */
export function writtenOut({ template, values }: BoundStatement): string {
  return template.writtenOut(values);
}

/**
 * A statement built once, with `sql.placeholder(name)` for the values that change from one use to
 * the next: its text and fixed values are written out once, and each use gives only its own
 * values. For statements on a visitor's path, where building one with the query builder cost more
 * than the database took to run it (bench/README.md).
 */
export function inlineTemplate(statement: SQL): (values: Record<string, unknown>) => BoundStatement {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const pieces: string[] = [];
  const placeholders: unknown[] = [];
  let piece = '';
  let from = 0;
  for (const match of text.matchAll(PARAM_MARK)) {
    const index = Number(match[1]);
    if (index >= params.length) throw new Error(`parameter ${index + 1} has no value`);
    const param = params[index];
    piece += text.slice(from, match.index);
    if (isPlaceholder(param)) {
      pieces.push(piece);
      placeholders.push(param);
      piece = '';
    } else piece += literal(param);
    from = match.index + match[0].length;
  }
  pieces.push(piece + text.slice(from));
  const template = new StatementTemplate(pieces);
  return (values) => template.use(placeholders.map((param) => literal(fillPlaceholders([param], values)[0])));
}

/** A placeholder as drizzle leaves it among a query's parameters: bare, or inside a column's encoder. */
function isPlaceholder(param: unknown): boolean {
  return is(param, Placeholder) || (is(param, Param) && is(param.value, Placeholder));
}
