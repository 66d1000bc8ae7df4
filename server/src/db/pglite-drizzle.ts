import { types, type PGlite, type ParserOptions, type QueryOptions, type Transaction } from '@electric-sql/pglite';

/** The types drizzle's PGlite driver reads as text and maps itself (drizzle-orm/pglite/session.js). */
const READ_AS_TEXT = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const asText = (value: string) => value;

type Queryable = Pick<PGlite, 'query'> | Pick<Transaction, 'query'>;

/** Queries go on without their own parsers (the client's table has them); so do a transaction's. */
function withoutQueryParsers<T extends Queryable>(target: T, transaction?: PGlite['transaction']): T {
  return new Proxy(target, {
    get(object, property) {
      if (property === 'query') {
        return (query: string, params?: unknown[], options?: QueryOptions) =>
          object.query(query, params, options && { ...options, parsers: undefined });
      }
      if (property === 'transaction' && transaction) return transaction;
      // Bound to the client itself: its methods use private fields a proxy does not have.
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

/**
 * The client drizzle is given. Drizzle passes its text parsers with every query, and PGlite copies
 * its whole type table (several hundred array types) to merge them each time, which doubled the
 * cost of a small query (measured: 162 → 357 µs for `select 1`). Those parsers are set once in the
 * client's own table instead. Other users of the client (the job queue) keep PGlite's usual
 * parsing by passing `stockParsers` with their queries.
 */
export function drizzleClientFor(client: PGlite): { drizzleClient: PGlite; stockParsers: ParserOptions } {
  const stockParsers: ParserOptions = {};
  for (const oid of READ_AS_TEXT) {
    const stock = client.parsers[oid];
    if (stock) stockParsers[oid] = stock;
    client.parsers[oid] = asText;
  }
  const transaction: PGlite['transaction'] = (work) => client.transaction((tx) => work(withoutQueryParsers(tx)));
  return { drizzleClient: withoutQueryParsers(client, transaction), stockParsers };
}
