// Three rows of the distance table, reused: a search, or a declined question judged against
// hundreds of entries, runs thousands of comparisons.
let rowBefore = new Int32Array(64);
let rowPrevious = new Int32Array(64);
let rowCurrent = new Int32Array(64);

/**
 * The edit distance of a and b when it is at most `max`, else -1. With `swaps`, two neighbouring
 * letters written the other way round count as one edit (optimal string alignment, how typos are
 * judged); without, as two (Levenshtein). Only the band of cells within `max` of the diagonal can
 * stay within it, and a row whose best cell is over gives up.
 */
function distanceWithin(a: string, b: string, max: number, swaps: boolean): number {
  if (Math.abs(a.length - b.length) > max) return -1;
  if (rowPrevious.length <= b.length) {
    rowBefore = new Int32Array(b.length + 1);
    rowPrevious = new Int32Array(b.length + 1);
    rowCurrent = new Int32Array(b.length + 1);
  }
  const outside = max + 1;
  for (let j = 0; j <= b.length; j += 1) rowPrevious[j] = j <= max ? j : outside;
  for (let i = 1; i <= a.length; i += 1) {
    const from = Math.max(1, i - max);
    const to = Math.min(b.length, i + max);
    rowCurrent[0] = i <= max ? i : outside;
    if (from > 1) rowCurrent[from - 1] = outside;
    let rowMin = rowCurrent[0] as number;
    const letter = a.charCodeAt(i - 1);
    const letterBefore = swaps && i > 1 ? a.charCodeAt(i - 2) : -1;
    for (let j = from; j <= to; j += 1) {
      const other = b.charCodeAt(j - 1);
      let value = Math.min(
        (rowPrevious[j - 1] as number) + (letter === other ? 0 : 1),
        (rowPrevious[j] as number) + 1,
        (rowCurrent[j - 1] as number) + 1,
        outside,
      );
      if (j > 1 && letterBefore === other && letter === b.charCodeAt(j - 2)) {
        value = Math.min(value, (rowBefore[j - 2] as number) + 1);
      }
      rowCurrent[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (to < b.length) rowCurrent[to + 1] = outside;
    if (rowMin > max) return -1;
    [rowBefore, rowPrevious, rowCurrent] = [rowPrevious, rowCurrent, rowBefore];
  }
  const distance = rowPrevious[b.length] as number;
  return distance <= max ? distance : -1;
}

/** The Levenshtein distance of a and b when it is at most `max`, else -1 (the index's typo search). */
export function levenshteinWithin(a: string, b: string, max: number): number {
  return distanceWithin(a, b, max, false);
}

/** Whether b is at most `max` typos from a: insertions, deletions, substitutions and swapped neighbours. */
export function editDistanceWithin(a: string, b: string, max: number): boolean {
  return distanceWithin(a, b, max, true) >= 0;
}
