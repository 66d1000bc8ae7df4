/**
 * The ages an entry's text admits, read from the ways entries write age limits ("aged 8 to 14",
 * "under 12s", "3 and under", "18 or over", "at least 21", "8+"), so a visitor who states an age is
 * not answered from an entry whose limits leave it out: a kids' club's toddler room ("little ones 3
 * and under") for a 9-year-old, when its "children aged 5 to 11" answers too.
 */

type AgeRange = { from: number; to: number };

const OLDEST = 120;
const ADULT = 18;
// Not a height, weight, length or headcount: "under 1.2m", "under 20kg", "10+ people".
const AGE = String.raw`(\d{1,2})(?![.,]\d|\s?(?:m|cm|kg|lbs?|km|ft|mins?|minutes|hours?|days?|weeks?|months?|%|people|persons|guests)\b)`;
/**
 * Who an upper age limit is said of: "children under 7", "babies 2 and under", "drivers under 25"
 * ("orders of $50 and under" is no age). Shared with the term analyzer, which tags such limits.
 */
export const SAID_OF_AN_AGE = String.raw`(?:kids?|children|child|bab(?:y|ies)|toddlers?|little ones|anyone|teens|drivers|riders|customers)`;
const YOUNG = String.raw`(?:${SAID_OF_AN_AGE}|ages?|aged)`;
// Each pattern and how its numbers bound an age. A range needs a word saying it is one of ages
// ("aged", "ages", "kids"), so "open 9 to 5" or "groups of 10 to 20" bound no age.
const RANGES: readonly [RegExp, (first: number, second: number) => AgeRange][] = [
  [
    new RegExp(String.raw`\b(?:aged?|ages|kids?|children|child|from age)\s+${AGE}\s*(?:to|-|–)\s*${AGE}\b`, 'gi'),
    (from, to) => ({ from, to }),
  ],
  [
    new RegExp(String.raw`\bunder[\s-]?${AGE}s\b|\b${YOUNG}\s+(?:under|below)\s+${AGE}\b`, 'gi'),
    (plural, after) => ({ from: 0, to: (Number.isNaN(plural) ? after : plural) - 1 }),
  ],
  [new RegExp(String.raw`\b${YOUNG}\s+${AGE}\s*(?:and|or)\s+(?:under|younger)\b`, 'gi'), (limit) => ({ from: 0, to: limit })],
  [
    new RegExp(String.raw`\b${AGE}\s*(?:\+|and up\b|and over\b|or over\b|or older\b|years? and (?:up|over|older)\b)`, 'gi'),
    (limit) => ({ from: limit, to: OLDEST }),
  ],
  [
    new RegExp(String.raw`\b(?:be|aged|age of) at least\s+${AGE}\b|\bminimum age (?:is|of)\s+${AGE}\b`, 'gi'),
    (first, second) => ({ from: Number.isNaN(first) ? second : first, to: OLDEST }),
  ],
  [new RegExp(String.raw`\bover[\s-]?${AGE}s\b`, 'gi'), (limit) => ({ from: limit + 1, to: OLDEST })],
  // A price list's adults are everyone grown up: "$16 adults, $10 kids under 12" admits a 30-year-old.
  [/\badults?\b/gi, () => ({ from: ADULT, to: OLDEST })],
];

/** The age ranges an entry's text states, none when it states no age limit. */
export function ageRangesOf(text: string): AgeRange[] {
  const ranges: AgeRange[] = [];
  for (const [pattern, bound] of RANGES) {
    for (const match of text.matchAll(pattern)) ranges.push(bound(Number(match[1]), Number(match[2])));
  }
  return ranges;
}

/** Whether the text states age limits and none admits the age: "3 and under" for a 9-year-old. */
export function excludesAge(text: string, age: number): boolean {
  const ranges = ageRangesOf(text);
  return ranges.length > 0 && !ranges.some((range) => admits(range, age));
}

/** Whether one of the age limits the text states admits the age. */
export const admitsAge = (text: string, age: number): boolean => ageRangesOf(text).some((range) => admits(range, age));

const admits = (range: AgeRange, age: number): boolean => range.from <= age && age <= range.to;
