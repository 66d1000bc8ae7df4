import { editDistanceWithin } from './edit-distance';
import { stemWord } from './english-stemmer';
import { hasConcept, indexTermsOf, isTag, tagOfConcept, type TermUnit, type UnitRole } from './term-analyzer';
import type { QuerySegment } from './query-analysis';

/**
 * The terms of one text (an entry or one of its sentences), sorted and distinct. A sorted array
 * searched by halves rather than a Set: a company's index keeps one per entry, a Set costs several
 * times the memory, and sorting also puts a stem's longer forms right after it.
 */
export type TermProfile = { terms: readonly string[] };

/** Weight of each role when measuring how much of a question a text covers. */
export const ROLE_WEIGHTS: Readonly<Record<UnitRole, number>> = {
  content: 1,
  weak: 0.3,
  provider: 0.3,
  number: 0.3,
  hint: 0,
  filler: 0,
};

/** Weight of a unit in a coverage sum; `promoted` when the question has no content word. */
export type UnitWeigher = (unit: TermUnit, promoted: boolean) => number;

export const roleWeight: UnitWeigher = (unit, promoted) =>
  promoted && (unit.role === 'hint' || unit.role === 'weak' || unit.role === 'provider') ? 1 : ROLE_WEIGHTS[unit.role];

/** Words shorter than this are matched whole: "car" must not find "card". */
export const MIN_PREFIX_LENGTH = 4;
// Typos are looked for from six letters: among shorter words, real words sit one edit apart
// ("taxes" and "takes", "cats" and "cars").
const MIN_FUZZY_LENGTH = 6;
// Two typos only in long words: at eight letters "medicaid" is already two edits from "medicin(e)".
const LONG_WORD_LENGTH = 10;

export function profileOfTerms(indexTerms: Iterable<string>): TermProfile {
  return { terms: [...new Set(indexTerms)].sort() };
}

/** Position of the first term not before `term` (the length when every term is before it). */
function lowerBound(terms: readonly string[], term: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((terms[middle] as string) < term) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function profileHas(profile: TermProfile, term: string): boolean {
  return profile.terms[lowerBound(profile.terms, term)] === term;
}

/** Whether some word of the profile is longer than `stem` and starts with it. */
function hasLongerForm(profile: TermProfile, stem: string): boolean {
  const at = lowerBound(profile.terms, stem);
  const next = profile.terms[profile.terms[at] === stem ? at + 1 : at];
  return next !== undefined && next.startsWith(stem);
}

export function buildTermProfile(text: string): TermProfile {
  return profileOfTerms(indexTermsOf(text));
}

/** Typos allowed for a word: none for short words, one for most, two for long ones. */
export function allowedTypos(word: string): number {
  if (word.length >= LONG_WORD_LENGTH) return 2;
  return word.length >= MIN_FUZZY_LENGTH ? 1 : 0;
}

// A question's word meets the same words in entry after entry: each comparison is kept for as long
// as the question's analysis lives.
const typoVerdicts = new WeakMap<TermUnit, Map<string, boolean>>();

/** Whether `term` is a typo of the unit's word (`raw`, with `typos` allowed). */
function isTypoOf(unit: TermUnit, raw: string, typos: number, term: string): boolean {
  if (isTag(term) || Math.abs(raw.length - term.length) > typos) return false;
  let verdicts = typoVerdicts.get(unit);
  if (!verdicts) typoVerdicts.set(unit, (verdicts = new Map()));
  let verdict = verdicts.get(term);
  if (verdict === undefined) verdicts.set(term, (verdict = editDistanceWithin(raw, term, typos)));
  return verdict;
}

/** Whether a text contains the unit: same stem, word or concept, a longer form of it, or a typo of it. */
export function profileMatchesUnit(profile: TermProfile, unit: TermUnit): boolean {
  if (unit.tags.some((tag) => profileHas(profile, tag))) return true;
  const { stem, raw } = unit;
  if (stem !== null && profileHas(profile, stem)) return true;
  if (raw !== null && profileHas(profile, raw)) return true;
  if (stem !== null && stem.length >= MIN_PREFIX_LENGTH && hasLongerForm(profile, stem)) return true;
  // A word of the paraphrase table is spelt right by definition: "train" is not a typo of "drain".
  if (raw === null || unit.tags.length > 0) return false;
  const typos = allowedTypos(raw);
  if (typos === 0) return false;
  return profile.terms.some((term) => isTypoOf(unit, raw, typos, term));
}

// "do you sell laundry baskets" asks what is for sale (leavesUnsaid).
const ASKS_WHAT_IS_SOLD = /\b(?:you|u|ya)\s+(?:sell|stock|carry)\b/i;
const SALE_TERMS = [
  tagOfConcept('price'),
  tagOfConcept('sell'),
  tagOfConcept('buy'),
  ...['stock', 'shop', 'store', 'sold', 'range', 'available'].map(stemWord),
];

// Under medium confidence: an entry lacking what was asked is not quoted, though it may still be
// offered as a topic.
export const ASKED_BUT_NOT_GIVEN = 0.39;
// "what time does the post office near you shut": a place near the business, whose hours are asked.
// "Next door" and "down the road" are as often the business's own car park or entrance.
const NEARBY = /\b(?:near (?:you|u|here)|nearby)\b/i;
// "a good pizza place on church street", "any good walks near the hydro": another place to go.
const OTHER_PLACES =
  'restaurants?|cafes?|pubs?|bars?|beach(?:es)?|walks?|hikes?|trails?|parks?|hotels?|vets?|doctors?|dentists?|schools?|gyms?|shops?|takeaways?|attractions?|pizza|coffee|lunch|dinner|breakfast|brunch';
// "best poutine in north bay", "the best place for pho in springvale": the best of something in
// another place, whatever it is (not the best time, way or number to reach the business, and not
// the best day "in the week" or time to order "in december").
const BEST_IN_A_PLACE = String.raw`\bbest\s+(?:place\s+(?:for|to\s+(?:get|eat|buy|find|have)\s+)(?:an?\s+)?)?(?!(?:time|times|way|ways|number|day|days|month|months|season|option|options|deal|deals|value|price|package|age|thing|one|bet|to|for|if|when|at|in|on|the|is|was)\b)([a-z]+(?:\s+[\w&'-]+){0,3}?)\s+(?:in|near|around|on\s+the)\s+(?!(?:the\s+|a\s+)?(?:morning|afternoon|evening|night|week|weekend|weekdays?|day|month|year|summer|winter|spring|autumn|fall|season|advance|january|february|march|april|may|june|july|august|september|october|november|december|\d)\b)\w`;
const ASKS_FOR_A_PLACE = new RegExp(
  `\\b(?:recommend|suggest|a good|any good|the best|a decent|any decent|a nice|any nice)\\s+(?:\\w+\\s+){0,2}(${OTHER_PLACES})\\b|${BEST_IN_A_PLACE}`,
  'i',
);
// "are you a good gym for beginners", "do you have a good lunch menu": the business itself.
const ABOUT_THE_BUSINESS = /\b(?:are (?:you|u|ya)|r u|is (?:this|it)|do (?:you|u|ya) (?:do|have|run|offer|serve))\b/i;
const RECOMMENDING_TERMS = ['recommend', 'suggest', 'favourite', 'favorite', 'nearby', 'local'].map(stemWord);
const LOCATION_TAG = tagOfConcept('location');
// An entry placing the business by another place ("across from Westfield").
const LANDMARK_TAG = tagOfConcept('landmark');

/**
 * Whether the text leaves unsaid what the question asks of the place it names: "a good pizza place
 * on church street" and "the best poutine in north bay" ask for another place to go, which the
 * entry giving the business's own address does not name. An entry recommending places, or one that
 * is not the address and names the kind of place asked ("the Anchor pub two doors down"), does; so
 * does the business itself when asked about ("do you have a good lunch menu"), and the parking
 * entry asked where to park.
 */
function leavesPlaceUnsaid(profile: TermProfile, segment: Pick<QuerySegment, 'text' | 'units'>): boolean {
  const found = ASKS_FOR_A_PLACE.exec(segment.text);
  const asked = found?.[1] ?? found?.[2];
  if (asked === undefined || ABOUT_THE_BUSINESS.test(segment.text)) return false;
  if (segment.units.some((unit) => hasConcept(unit, 'parking'))) return false;
  if (RECOMMENDING_TERMS.some((term) => profileHas(profile, term))) return false;
  const named = asked
    .toLowerCase()
    .split(/\s+/)
    .map(stemWord)
    .some((place) => profileHas(profile, place) || hasLongerForm(profile, place));
  return !named || profileHas(profile, LOCATION_TAG);
}

/**
 * Whether the text leaves unsaid what the question asks: another place to go (`leavesPlaceUnsaid`),
 * or whether something is for sale ("do you sell laundry baskets", which an entry naming a basket
 * but no price, sale or stock does not answer). Such a text covers the question at most under
 * medium confidence, however many of its words it shares (knowledge-index.ts caps every way of
 * measuring its coverage).
 */
export function leavesUnsaid(profile: TermProfile, segment: Pick<QuerySegment, 'text' | 'units'>): boolean {
  if (ASKS_WHAT_IS_SOLD.test(segment.text) && !SALE_TERMS.some((term) => profileHas(profile, term))) return true;
  return leavesPlaceUnsaid(profile, segment);
}

/**
 * Share (0–1) of what a question asks that the text contains. When a question has no content
 * word ("where r u", "options?"), its hints and weak words stand in for it; a question made of
 * numbers only is never covered.
 */
export function segmentCoverage(
  profile: TermProfile,
  segment: QuerySegment,
  weigh: UnitWeigher = roleWeight,
  withAside = true,
): number {
  const promoted = !segment.units.some((unit) => unit.role === 'content');
  let total = 0;
  let covered = 0;
  let coveredWords = false;
  let hoursMissing = false;
  let placeCovered = false;
  let dayCovered = false;
  let ageMissing = false;
  for (const unit of segment.units) {
    const weight = weigh(unit, promoted);
    if (weight === 0) continue;
    total += weight;
    if (profileMatchesUnit(profile, unit)) {
      covered += weight;
      if (unit.role !== 'number') coveredWords = true;
      if (unit.role === 'content' && hasConcept(unit, 'location')) placeCovered = true;
      if (hasConcept(unit, 'weekday') || hasConcept(unit, 'weekend')) dayCovered = true;
    } else if (unit.role === 'content') {
      if (hasConcept(unit, 'hours')) hoursMissing = true;
      // Asking how old one must be ("how old", "old enough"), not a child's age given as context.
      if (hasConcept(unit, 'agelimit')) ageMissing = true;
    }
  }
  if (total === 0 || !coveredWords) return 0;
  // What the visitor says beside the question ("we're both pensioners") tells the entries apart only
  // where one says it too; an entry answering the question is no worse for not repeating it.
  for (const unit of withAside ? (segment.aside ?? []) : []) {
    const weight = weigh(unit, false);
    if (weight > 0 && profileMatchesUnit(profile, unit)) {
      covered += weight;
      total += weight;
    }
  }
  // "is the post office on harbour street open saturday" shares the street with the entry saying
  // where the business is, and "what time does westfield close" the shopping centre it is across
  // from (an entry placing the business by a landmark, or a question naming one near it): they ask the hours of another
  // place, which an entry lacking hours does not give (an entry naming the day asked
  // about gives hours, however it words them: "on Sundays the Queen Street store trades 10 to 4");
  // "how old do u have to be for the workshop" asks an age, which an entry naming the workshop
  // without one does not give.
  return ageMissing ||
    (hoursMissing && (placeCovered || NEARBY.test(segment.text) || profileHas(profile, LANDMARK_TAG)) && !dayCovered)
    ? Math.min(covered / total, ASKED_BUT_NOT_GIVEN)
    : covered / total;
}
