import { describe, expect, it } from 'vitest';
import { letterMask, mayBeWithin, TermIndex, type TermQuery } from '../../../src/assistant/builtin/term-index';
import { evaluationSet } from './fixtures/evaluation-set';

const query = (term: string, options: Partial<TermQuery> = {}): TermQuery => ({
  term,
  prefix: false,
  fuzzy: 0,
  boost: 1,
  ...options,
});

/** Plain Levenshtein distance, the definition the index's banded one must agree with. */
function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current.push(
        Math.min(
          (previous[j] as number) + 1,
          (current[j - 1] as number) + 1,
          (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
        ),
      );
    }
    previous = current;
  }
  return previous[b.length] as number;
}

describe('TermIndex', () => {
  it('finds by typo exactly the terms within the allowed Levenshtein distance', () => {
    const words = [
      'parking',
      'park',
      'spark',
      'barking',
      'parkin',
      'pakring',
      'price',
      'prices',
      'rice',
      'appointment',
      'apointment',
      'cancellation',
      'cancelation',
      'a',
      'ab',
    ];
    const index = new TermIndex(
      words.map((word) => ({ title: [], content: [word] })),
      [2, 1],
    );
    for (const term of words) {
      for (const fuzzy of [1, 2]) {
        const found = index.search([query(term, { fuzzy })]).map((hit) => words[hit.key]);
        expect(new Set(found), `${term} within ${fuzzy}`).toEqual(
          new Set(words.filter((word) => levenshtein(term, word) <= fuzzy)),
        );
      }
    }
  });

  it('ranks an exact match above a longer word starting with it and above a typo, weighted as MiniSearch does', () => {
    const index = new TermIndex(
      [
        { title: [], content: ['parkings'] },
        { title: [], content: ['parking'] },
        { title: [], content: ['barking'] },
      ],
      [2, 1],
    );
    // Prefix: 0.375 × 8 / (8 + 0.3 × 1); one typo: 0.45 × 7 / (7 + 1), a little more.
    expect(index.search([query('parking', { prefix: true, fuzzy: 1 })]).map((hit) => hit.key)).toEqual([1, 2, 0]);
    // Without prefix or typos only the exact word is found.
    expect(index.search([query('parking')]).map((hit) => hit.key)).toEqual([1]);
  });

  it('weighs titles, rare terms and the number of query terms an entry matches', () => {
    const index = new TermIndex(
      [
        { title: ['parking'], content: ['free'] },
        { title: ['hours'], content: ['parking', 'open'] },
        { title: ['prices'], content: ['free', 'consultation'] },
        { title: ['wifi'], content: ['free', 'network'] },
      ],
      [2, 1],
    );
    const [inTitle, inContent] = index.search([query('parking')]);
    expect(inTitle?.key).toBe(0);
    expect(inContent?.key).toBe(1);
    expect(inTitle?.score).toBeGreaterThan(inContent?.score ?? Infinity);
    // "consultation" is rarer than "free": the entry with both wins, then entries with one term.
    const ranked = index.search([query('free'), query('consultation')]);
    expect(ranked[0]?.key).toBe(2);
    expect(ranked[0]?.score).toBeGreaterThan(2 * (ranked[1]?.score ?? Infinity));
    // A query term's boost scales its contribution.
    const [boosted] = index.search([query('network', { boost: 0.5 })]);
    const [plain] = index.search([query('network')]);
    expect(boosted?.score).toBeCloseTo((plain?.score ?? 0) / 2);
  });

  it('answers nothing for an empty index or unknown terms, and shares its term strings', () => {
    expect(new TermIndex([], [2, 1]).search([query('parking', { prefix: true, fuzzy: 2 })])).toEqual([]);
    const index = new TermIndex([{ title: ['parking'], content: [] }], [2, 1]);
    expect(index.search([query('zebra', { fuzzy: 2 })])).toEqual([]);
    const built = ['park', 'ing'].join('');
    expect(index.canonical(built)).toBe(index.terms[0]);
    expect(index.canonical('unknown')).toBe('unknown');
  });
});

describe('the letter masks that rule terms out before an edit distance', () => {
  // Words of every fixture business, each with misspellings one and two edits away.
  const words = [
    ...new Set(
      evaluationSet.flatMap((business) =>
        business.entries.flatMap((entry) => entry.content.toLowerCase().match(/\p{L}+/gu) ?? []),
      ),
    ),
  ];
  const misspelt = (word: string): string[] => {
    const middle = Math.floor(word.length / 2);
    return [
      word.slice(0, middle) + word.slice(middle + 1),
      `${word.slice(0, middle)}x${word.slice(middle + 1)}`,
      `${word.slice(0, middle)}${word[middle + 1] ?? ''}${word[middle] ?? ''}${word.slice(middle + 2)}`,
      `q${word.slice(1, -1)}z`,
      `${word}és`,
    ];
  };

  it('never rule out a term within the edits allowed', () => {
    let compared = 0;
    for (const word of words) {
      for (const other of [...misspelt(word), ...words.slice(0, 40)]) {
        for (const max of [1, 2]) {
          if (levenshtein(word, other) > max) continue;
          compared += 1;
          expect(mayBeWithin(letterMask(word), letterMask(other), max), `${word} / ${other}`).toBe(true);
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('rule out most terms that are not', () => {
    const far = words.filter((other) => other.length === 'parking'.length && levenshtein('parking', other) > 1);
    const ruledOut = far.filter((other) => !mayBeWithin(letterMask('parking'), letterMask(other), 1));
    expect(ruledOut.length / far.length).toBeGreaterThan(0.5);
  });
});
