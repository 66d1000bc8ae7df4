import { levenshteinWithin } from './edit-distance';

/** One leaf of a query: a term, how loosely it may match, and its weight. */
export type TermQuery = {
  term: string;
  /** Longer terms that start with this one match too. */
  prefix: boolean;
  /** Edits (Levenshtein) a matching term may be away; 0 for none. */
  fuzzy: number;
  boost: number;
};

export type TermHit = { key: number; score: number };

/** The fields of a document, each an already analysed list of terms. */
export type TermDocument = { title: string[]; content: string[] };

// MiniSearch's BM25+ parameters and its weights for prefix and fuzzy matches: the ranking this
// index replaced is reproduced, so the tuned retrieval behaves the same (decision 012).
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
const FIELDS = 2;

/**
 * A compact inverted index over one company's knowledge entries: sorted distinct terms and their
 * postings in typed arrays, about a tenth of the memory of a tree of maps, which is what lets a
 * server keep thousands of companies' indexes. Terms are looked up by binary search, prefixes by
 * range, and typos by a bounded edit distance over the terms of nearby lengths.
 */
export class TermIndex {
  /** Sorted; each term string is the one instance the entries' profiles share. */
  readonly terms: string[];
  private readonly postingStart: Uint32Array;
  private readonly postingDocument: Uint32Array;
  private readonly postingField: Uint8Array;
  private readonly postingFrequency: Uint16Array;
  private readonly fieldLengths: Uint16Array;
  private readonly averageLength: number[];
  private readonly byLength: Map<number, Uint32Array>;
  /** Each term's letters as bits (letterMask), to rule most terms out before measuring an edit distance. */
  private readonly letterMasks: Uint32Array;
  private readonly documentCount: number;

  constructor(
    documents: TermDocument[],
    private readonly fieldBoosts: readonly [title: number, content: number],
  ) {
    this.documentCount = documents.length;
    const frequencies = new Map<string, Map<number, number>>();
    this.fieldLengths = new Uint16Array(documents.length * FIELDS);
    const totals = new Array<number>(FIELDS).fill(0);
    documents.forEach((document, key) => {
      [document.title, document.content].forEach((terms, field) => {
        // Like MiniSearch, a field's length counts its distinct terms.
        const length = Math.min(0xffff, new Set(terms).size || 1);
        this.fieldLengths[key * FIELDS + field] = length;
        totals[field] = (totals[field] ?? 0) + length;
        for (const term of terms) {
          if (!term) continue;
          const slot = key * FIELDS + field;
          let postings = frequencies.get(term);
          if (!postings) frequencies.set(term, (postings = new Map()));
          postings.set(slot, (postings.get(slot) ?? 0) + 1);
        }
      });
    });
    this.averageLength = totals.map((total) => (documents.length > 0 ? total / documents.length : 1));
    this.terms = [...frequencies.keys()].sort();
    const postingCount = [...frequencies.values()].reduce((sum, postings) => sum + postings.size, 0);
    this.postingStart = new Uint32Array(this.terms.length + 1);
    this.postingDocument = new Uint32Array(postingCount);
    this.postingField = new Uint8Array(postingCount);
    this.postingFrequency = new Uint16Array(postingCount);
    let at = 0;
    this.terms.forEach((term, id) => {
      this.postingStart[id] = at;
      // Title postings first, then content, each by entry: the order MiniSearch visits them in.
      const slots = [...(frequencies.get(term) ?? new Map<number, number>())].sort(
        ([a], [b]) => (a % FIELDS) - (b % FIELDS) || a - b,
      );
      for (const [slot, frequency] of slots) {
        this.postingDocument[at] = Math.floor(slot / FIELDS);
        this.postingField[at] = slot % FIELDS;
        this.postingFrequency[at] = Math.min(0xffff, frequency);
        at += 1;
      }
    });
    this.postingStart[this.terms.length] = at;
    const lengths = new Map<number, number[]>();
    this.terms.forEach((term, id) => lengths.set(term.length, [...(lengths.get(term.length) ?? []), id]));
    this.byLength = new Map([...lengths].map(([length, ids]) => [length, Uint32Array.from(ids)]));
    this.letterMasks = Uint32Array.from(this.terms, letterMask);
  }

  get termCount(): number {
    return this.terms.length;
  }

  /** The shared instance of a term of the index, or the term itself when it is not one. */
  canonical(term: string): string {
    const id = this.find(term);
    return id >= 0 ? (this.terms[id] as string) : term;
  }

  /**
   * Documents matching any of the queries, best first. A document's score is the sum of its
   * matches' BM25+ scores (prefix and fuzzy matches weighted down by their distance), times the
   * number of distinct query terms it matched.
   */
  search(queries: TermQuery[]): TermHit[] {
    const scores = new Map<number, { score: number; matched: Set<string> }>();
    const add = (id: number, weight: number, query: TermQuery) => {
      const start = this.postingStart[id] as number;
      const end = this.postingStart[id + 1] as number;
      // Entries having the term in each field, for its rarity there.
      let inTitles = 0;
      for (let p = start; p < end; p += 1) if (this.postingField[p] === 0) inTitles += 1;
      const perField = [inTitles, end - start - inTitles];
      for (let p = start; p < end; p += 1) {
        const field = this.postingField[p] as number;
        const key = this.postingDocument[p] as number;
        const score =
          weight *
          query.boost *
          (this.fieldBoosts[field] ?? 1) *
          bm25(
            this.postingFrequency[p] as number,
            perField[field] as number,
            this.documentCount,
            this.fieldLengths[key * FIELDS + field] as number,
            this.averageLength[field] as number,
          );
        const hit = scores.get(key);
        if (hit) {
          hit.score += score;
          hit.matched.add(query.term);
        } else scores.set(key, { score, matched: new Set([query.term]) });
      }
    };
    for (const query of queries) {
      const exact = this.find(query.term);
      if (exact >= 0) add(exact, 1, query);
      const prefixed = new Set<number>();
      if (query.prefix) {
        for (let id = this.lowerBound(query.term); id < this.terms.length; id += 1) {
          const term = this.terms[id] as string;
          if (!term.startsWith(query.term)) break;
          if (id === exact) continue;
          prefixed.add(id);
          add(id, (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * (term.length - query.term.length)), query);
        }
      }
      if (query.fuzzy > 0) {
        const queryMask = letterMask(query.term);
        for (let length = query.term.length - query.fuzzy; length <= query.term.length + query.fuzzy; length += 1) {
          for (const id of this.byLength.get(length) ?? []) {
            if (id === exact || prefixed.has(id)) continue;
            if (!mayBeWithin(queryMask, this.letterMasks[id] as number, query.fuzzy)) continue;
            const term = this.terms[id] as string;
            const distance = levenshteinWithin(query.term, term, query.fuzzy);
            if (distance > 0) add(id, (FUZZY_WEIGHT * term.length) / (term.length + distance), query);
          }
        }
      }
    }
    return [...scores]
      .map(([key, { score, matched }]) => ({ key, score: score * matched.size }))
      .sort((a, b) => b.score - a.score);
  }

  private find(term: string): number {
    const at = this.lowerBound(term);
    return this.terms[at] === term ? at : -1;
  }

  private lowerBound(term: string): number {
    let low = 0;
    let high = this.terms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.terms[middle] as string) < term) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

function bm25(frequency: number, matching: number, documents: number, length: number, averageLength: number): number {
  const { k, b, d } = BM25;
  const idf = Math.log(1 + (documents - matching + 0.5) / (matching + 0.5));
  return idf * (d + (frequency * (k + 1)) / (frequency + k * (1 - b + (b * length) / averageLength)));
}

/** The letters of a term as bits of a 32-bit mask (a character's code modulo 32). */
export function letterMask(term: string): number {
  let mask = 0;
  for (let i = 0; i < term.length; i += 1) mask |= 1 << (term.charCodeAt(i) & 31);
  return mask >>> 0;
}

/**
 * Whether two terms with these letter masks can be `max` edits apart: each edit takes away at most
 * one letter the other term lacks, so more than `max` such letters on either side rule it out.
 * Characters sharing a bit only make the test let more through, never fewer.
 */
export function mayBeWithin(a: number, b: number, max: number): boolean {
  return bitCount(a & ~b) <= max && bitCount(b & ~a) <= max;
}

function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits >>> 0; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}
