import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistanceWithin, levenshteinWithin } from '../../../src/assistant/builtin/edit-distance';

/** The full table, the definitions the banded distances must agree with. */
function distance(a: string, b: string, swaps: boolean): number {
  const table = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const row = table[i] as number[];
      const above = table[i - 1] as number[];
      row[j] = Math.min(
        (above[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
      );
      if (swaps && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] as number, ((table[i - 2] as number[])[j - 2] as number) + 1);
      }
    }
  }
  return (table[a.length] as number[])[b.length] as number;
}

// Few letters, so that words near each other are common.
const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd'), maxLength: 9 });

describe('the banded edit distances', () => {
  it('agree with the full table, with and without swapped neighbours, for every bound', () => {
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, max) => {
        const plain = distance(a, b, false);
        expect(levenshteinWithin(a, b, max)).toBe(plain <= max ? plain : -1);
        expect(editDistanceWithin(a, b, max)).toBe(distance(a, b, true) <= max);
      }),
      { numRuns: 3000 },
    );
  });

  it('counts a swap of neighbours as one typo, and as two Levenshtein edits', () => {
    expect(editDistanceWithin('appointmnet', 'appointment', 1)).toBe(true);
    expect(levenshteinWithin('appointmnet', 'appointment', 1)).toBe(-1);
    expect(levenshteinWithin('appointmnet', 'appointment', 2)).toBe(2);
  });
});
