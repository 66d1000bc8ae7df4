import type { QuerySegment } from './query-analysis';
import type { TermUnit } from './term-analyzer';
import { profileMatchesUnit, type TermProfile, type UnitWeigher } from './term-matching';

/** Whether some entry of the company contains the unit at all. */
export type KnownUnitTest = (unit: TermUnit) => boolean;

// A visitor's paraphrase often carries a word no entry of the company uses ("park my boat for the
// winter"); at most this many such words may be set aside.
const MAX_UNKNOWN_WORDS = 1;
// Setting a word aside is only safe when what remains is specific: "pet boarding" at a vet leaves
// "pet", which names the business rather than the question, and "student discounts" leaves one
// word that several near misses share. So the entry must cover this many words that few entries
// use (the weigher gives those full weight).
const MIN_SPECIFIC_WORDS = 2;
const SPECIFIC_WEIGHT = 0.9;
// Below this weight a word is a side word whose absence from every entry proves nothing.
const SIGNIFICANT_WEIGHT = 0.5;

/**
 * Coverage of a question counting only the words the company has vocabulary for: a word no entry
 * uses cannot tell the entries apart, so when there is one such word and the covered rest is
 * specific, its absence from this entry is no reason to decline. Returns 0 when the rule does not
 * apply, so the plain coverage decides.
 */
export function knownWordsCoverage(
  profile: TermProfile,
  segment: QuerySegment,
  weigh: UnitWeigher,
  isKnown: KnownUnitTest,
): number {
  if (!segment.units.some((unit) => unit.role === 'content')) return 0;
  let unknownWords = 0;
  let total = 0;
  let covered = 0;
  let specificWords = 0;
  for (const unit of segment.units) {
    const weight = weigh(unit, false);
    if (weight === 0) continue;
    if (!isKnown(unit)) {
      // A provider the business never mentions is the topic: a garage has no dentist appointments.
      if (unit.role === 'provider') return 0;
      if (weight >= SIGNIFICANT_WEIGHT) unknownWords += 1;
      continue;
    }
    total += weight;
    if (!profileMatchesUnit(profile, unit)) continue;
    covered += weight;
    if (weight >= SPECIFIC_WEIGHT) specificWords += 1;
  }
  if (unknownWords === 0 || unknownWords > MAX_UNKNOWN_WORDS || specificWords < MIN_SPECIFIC_WORDS) return 0;
  return covered / total;
}
