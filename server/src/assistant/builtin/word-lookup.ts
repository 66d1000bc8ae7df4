/**
 * A table of words looked up by the words of visitors' messages and companies' entries. It has no
 * prototype, so "constructor" or "toString" finds nothing. It is an object rather than a Map on
 * purpose: looking a string up as a property key makes V8 intern it, so the term strings that many
 * companies' indexes hold ("parking", "price") are kept once (a Map took the knowledge-index
 * benchmark's 500-entry index from 304 to 334 KB).
 */
export type WordLookup = Readonly<Record<string, string | undefined>>;

export const wordLookup = (pairs: Readonly<Record<string, string>>): WordLookup =>
  Object.freeze(Object.assign(Object.create(null) as Record<string, string>, pairs));
