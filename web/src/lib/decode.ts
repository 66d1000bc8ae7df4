/**
 * Checks of JSON values written by hand, for the visitor's chat page: zod would weigh more than
 * the rest of that page, so it imports the contracts' shapes as types only and reads answers with
 * these. A decoder returns its value typed or throws DecodeError; declaring one with
 * `satisfies Decoder<ContractType>` makes the compiler hold it to the contract.
 */
export class DecodeError extends Error {
  override name = 'DecodeError';
}

export type Decoder<T> = (value: unknown) => T;

type Shape = Record<string, Decoder<unknown>>;
type Decoded<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> };

function fail(expected: string): never {
  throw new DecodeError(`Expected ${expected}`);
}

export const string: Decoder<string> = (value) => (typeof value === 'string' ? value : fail('a string'));
export const boolean: Decoder<boolean> = (value) => (typeof value === 'boolean' ? value : fail('true or false'));
export const number: Decoder<number> = (value) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fail('a number');

export function oneOf<const T extends readonly string[]>(values: T): Decoder<T[number]> {
  const isOne = (value: unknown): value is T[number] => values.some((allowed) => allowed === value);
  return (value) => (isOne(value) ? value : fail(`one of ${values.join(', ')}`));
}

/** A string that matches `pattern` (an id, a time stamp). */
export function matching(pattern: RegExp): Decoder<string> {
  return (value) => (typeof value === 'string' && pattern.test(value) ? value : fail(`a string like ${pattern.source}`));
}

export function array<T>(item: Decoder<T>): Decoder<T[]> {
  return (value) => (Array.isArray(value) ? value.map((entry: unknown) => item(entry)) : fail('a list'));
}

export function nullable<T>(inner: Decoder<T>): Decoder<T | null> {
  return (value) => (value === null ? null : inner(value));
}

export function optional<T>(inner: Decoder<T>): Decoder<T | undefined> {
  return (value) => (value === undefined ? undefined : inner(value));
}

/** A field the server may leave out, read as `fallback` then (zod's `.default`). */
export function withDefault<T>(inner: Decoder<T>, fallback: T): Decoder<T> {
  return (value) => (value === undefined ? fallback : inner(value));
}

/** An object with these fields; others are dropped, and so are optional fields left out. */
export function object<S extends Shape>(shape: S): Decoder<Decoded<S>> {
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('an object');
    const fields: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(shape)) {
      const field = read((value as Record<string, unknown>)[key]);
      if (field !== undefined) fields[key] = field;
    }
    return fields as Decoded<S>;
  };
}

/** The decoded value, or null when it has another shape. */
export function decodeOrNull<T>(decoder: Decoder<T>, value: unknown): T | null {
  try {
    return decoder(value);
  } catch (error) {
    if (error instanceof DecodeError) return null;
    throw error;
  }
}
