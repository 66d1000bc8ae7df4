import { LRUCache } from 'lru-cache';
import { ATTRIBUTE_CONCEPTS } from './front-desk-vocabulary';
import { stemWord } from './english-stemmer';
import { analyzeUnits, conceptOfTag, hasConcept, normalizeText, splitWords, tagOfConcept, type TermUnit } from './term-analyzer';

/** A sentence of the visitor's message, reduced to the units an answer must cover. */
export type QuerySegment = {
  text: string;
  units: TermUnit[];
  isQuestion: boolean;
  /**
   * Units of the statements beside a question ("I'm a big guy", "there are 6 of us"): an entry
   * saying them covers more, one not saying them no less.
   */
  aside?: TermUnit[];
};

export type AnalyzedQuery = {
  /** Every unit of the message: ranking uses all of them, context included. */
  units: TermUnit[];
  /** The sentences an answer is judged against: the questions, or every sentence if none is one. */
  focus: QuerySegment[];
  /** The age the visitor states ("my 8yo", "I'm 19"), if any. */
  statedAge?: number;
};

const QUESTION_START =
  /^(?:what|whats|wat|wats|wot|when|where|how|who|which|why|is|are|do|does|did|can|could|will|would|should|any|have|has|got|may|am|was|were|hw\s+(?:much|many|long|far|old|often|late|early|do|does|can|is|are)|r\s+(?:u|you|ur|your|we|they|there))\b/i;

// "…hours and where are you?" and "my AC blows warm air, how much to recharge it?" ask their own
// question after the joint; "parking and wifi" may be one entry's topic and stays together.
const QUESTION_JOINT =
  /(?:,|;|[,;]?\s+(?:and|also|plus|or|\+|&))\s+(?=(?:what|whats|wat|wats|when|where|how|who|which)\b|hw\s+(?:much|many|long|far|old|often|late|early)\b|(?:is|are|r|do|does|can|could|will|would|should)\s+(?:i|you|u|we|there|it|they)\b)/i;

// "is there a weight limit, im a big guy", "what if we cancel, there's 6 of us": what the visitor says
// of themselves after a question is a statement beside it (`aside`), not part of what is asked.
const SAID_OF_ONESELF = /,\s*(?=(?:i'?m|im|i\s+am|we'?re|we\s+are|there'?s|theres|there\s+(?:are|is))\s)/i;

// "…park? and are you open on saturday": a second question may start with the word joining it on.
const LEADING_JOINT = /^(?:and|also|plus|or|but|so)\s+/i;

// "How much is it?" refers back: on its own it would be answered by any price (ATTRIBUTE_CONCEPTS).
const BACK_REFERENCE = /\b(?:it|its|that|this|they|them|those|one|him|her)\b/i;

function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|[\r\n]+|(?<=\?)(?=\S)/)
    .flatMap((sentence) => sentence.split(QUESTION_JOINT))
    .flatMap((sentence) => sentence.split(SAID_OF_ONESELF))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

const counts = (unit: TermUnit): boolean => unit.role !== 'filler';
/** Whether a tag asks for an attribute an answer gives: a price, opening hours, a duration, a place. */
export const isAttributeTag = (tag: string): boolean => ATTRIBUTE_CONCEPTS.has(conceptOfTag(tag));

/** Whether a unit asks for an attribute ("how much", "when") rather than naming a thing. */
const asksForAttribute = (unit: TermUnit): boolean => unit.tags.length > 0 && unit.tags.every(isAttributeTag);

/** Whether a sentence asks only for an attribute ("How much is it?", "cost?"), of whatever was named before it. */
export const asksOnlyAnAttribute = (segment: Pick<QuerySegment, 'units'>): boolean =>
  segment.units.every((unit) => unit.role !== 'content' || asksForAttribute(unit));

// "How much … cost" or "parking for my car" name one thing twice; counting it twice would let a
// single matching topic outweigh the part of the question that is not answered.
function mergeSynonymUnits(units: TermUnit[]): TermUnit[] {
  const merged: TermUnit[] = [];
  for (const unit of units) {
    const at = merged.findIndex((other) => other.role === unit.role && other.tags.some((tag) => unit.tags.includes(tag)));
    const twin = merged[at];
    if (twin === undefined) {
      merged.push(unit);
      continue;
    }
    merged[at] = {
      ...twin,
      surface: `${twin.surface} / ${unit.surface}`,
      tags: [...new Set([...twin.tags, ...unit.tags])],
      indexTags: [...new Set([...twin.indexTags, ...unit.indexTags])],
      ...(twin.stem === null ? { stem: unit.stem, raw: unit.raw } : {}),
    };
  }
  return merged;
}

/**
 * Whether a word of the question is a word of the company's name, or its short form ("vet" for
 * "Veterinary"): every entry is about the company, so no entry need repeat it. The first word of a
 * compound name ("pawn" in "Pawnshop", "car" in "Carwash") is what the business does, asked about
 * only where the question says nothing else ("what do I need to bring to pawn").
 */
function partOfCompanyName(unit: TermUnit, name: CompanyNameWords): 'name' | 'compound' | null {
  const { raw, stem } = unit;
  if (raw === null || stem === null) return null;
  if (name.stems.has(stem)) return 'name';
  let part: 'compound' | null = null;
  for (const word of name.words) {
    if (word === raw) return 'name';
    if (raw.length < 3 || !word.startsWith(raw)) continue;
    if (!COMPOUND_TAIL.test(word.slice(raw.length))) return 'name';
    part = 'compound';
  }
  return part;
}

// "Pawnshop", "Bakehouse": a compound of what the business does and what it is.
const COMPOUND_TAIL = /^(?:shop|store|house|works|room|yard|park|mart|wash|care)s?$/;

// "my 8yo", "I'm 19": the age a visitor states is met by any age limit an entry gives ("aged 8 to 14",
// "21 or over"), which rarely holds that very number.
const statesAnAge = (unit: TermUnit, next: TermUnit | undefined, role: 'number' | 'filler' = 'number'): boolean =>
  unit.role === role && next !== undefined && next.tags.includes(AGE_TAG) && next.surface.startsWith('years old');

/** A sentence's units, the words naming the company and the number of a stated age read as filler. */
function unitsBesideTheName(sentence: string, name: CompanyNameWords): TermUnit[] {
  const units = analyzeUnits(sentence);
  const parts = units.map((unit) => (unit.role === 'filler' ? null : partOfCompanyName(unit, name)));
  const saysMore = units.some((unit, at) => parts[at] === null && counts(unit));
  const read = units.map((unit, at) =>
    parts[at] === 'name' || (parts[at] === 'compound' && saysMore) || statesAnAge(unit, units[at + 1])
      ? { ...unit, role: 'filler' as const }
      : unit,
  );
  // "when can I start": starting is context beside what is started ("can she start guitar"), and
  // the question itself where nothing else is asked.
  const asked = read.some((unit) => unit.role === 'content' || unit.role === 'number');
  return asked
    ? read
    : read.map((unit) => (unit.role === 'weak' && unit.tags.includes(START_TAG) ? { ...unit, role: 'content' } : unit));
}

const PAID_CONCEPTS = ['price', 'deposit'];
// A way or a time of paying ("pay cash", "pay monthly", "pay upfront", "pay late", "pay now"): then
// paying is what is asked.
const PAYING_CONCEPTS = ['financing', 'payinfull', 'balance', 'late', 'sameday', 'when'];
const PAYING_BY = /\bpay(?:ing)?\s+(?:with|by|in|using|via|through|over|on\s+arrival|at\s+the\s+door|later)\b|\binstal+ments?\b/i;
const namesAWayOfPaying = (unit: TermUnit): boolean =>
  unit.tags.some((tag) => tag.startsWith(PAYMENT_KIND)) || PAYING_CONCEPTS.some((concept) => hasConcept(unit, concept));

/**
 * "how much deposit do i need to pay": paying is what the price or deposit asked already says, so
 * an entry giving the amount need not say "pay". "pay with my credit card" or "pay upfront" asks
 * how or when, which it must.
 */
function payingAsked(units: TermUnit[], sentence: string): TermUnit[] {
  if (PAYING_BY.test(sentence) || units.some(namesAWayOfPaying)) return units;
  if (!units.some((unit) => unit.role === 'content' && PAID_CONCEPTS.some((concept) => hasConcept(unit, concept)))) return units;
  return units.map((unit) =>
    unit.role === 'content' &&
    (unit.raw === 'pay' || unit.raw === 'paying') &&
    unit.tags.every((tag) => conceptOfTag(tag) === 'payment')
      ? { ...unit, role: 'weak' as const }
      : unit,
  );
}

type CompanyNameWords = { words: readonly string[]; stems: ReadonlySet<string> };

// A company's name is read on every message its visitors send; it is worked out once per name.
const companyNames = new LRUCache<string, CompanyNameWords>({ max: 1000 });

function companyNameWords(companyName: string): CompanyNameWords {
  const cached = companyNames.get(companyName);
  if (cached !== undefined) return cached;
  const words = splitWords(normalizeText(companyName));
  const name = { words, stems: new Set(words.map(stemWord)) };
  companyNames.set(companyName, name);
  return name;
}

const ACCESS_TAG = tagOfConcept('access');
const AGE_TAG = tagOfConcept('age');
const PAYMENT_KIND = `${tagOfConcept('payment')}/`;
const START_TAG = tagOfConcept('start');
const ACCESSIBLE_TAG = tagOfConcept('accessible');
// A lift carries goods too ("is there a lift to the upper floors" at a storage business).
const namesAccessibility = (unit: TermUnit): boolean =>
  hasConcept(unit, 'accessible') && !unit.tags.includes(tagOfConcept('accessible/lift'));
// Getting in at a time ("when", "on sunday", "at 6am") asks when the place may be reached.
const TIME_CONCEPTS = ['hours', 'weekday', 'weekend', 'holiday', 'afterhours', 'daypart', 'sameday', 'when'];
const asksATime = (unit: TermUnit): boolean => TIME_CONCEPTS.some((group) => hasConcept(unit, group));

/**
 * "my husband uses a wheelchair, can he get into the shop?": getting in, in a message naming a
 * wheelchair or a disability, asks whether the place is accessible, which an entry on its ramp
 * answers though it never says "get into" (elsewhere "get into my unit at night" asks the hours).
 */
function readAccessAsAccessibility(segments: QuerySegment[]): QuerySegment[] {
  if (!segments.some((segment) => segment.units.some(namesAccessibility))) return segments;
  return segments.map((segment) =>
    // "I use a wheelchair, when can I get into my unit?" asks the hours it may be reached.
    segment.units.some(asksATime)
      ? segment
      : {
          ...segment,
          units: segment.units.map((unit) =>
            unit.tags.includes(ACCESS_TAG) ? { ...unit, tags: [ACCESSIBLE_TAG], indexTags: [ACCESSIBLE_TAG] } : unit,
          ),
        },
  );
}

// "evening batch timing?", "shop timings", "what are your timings" (Indian English) ask the hours.
// Read in questions only and of the business's own hours: an entry's "ignition timing", a wedding's
// "timings on the day" or a race's "chip timing" are none.
const TIMINGS =
  /\b(?:(?:your|ur)\s+|(?:shop|store|office|clinic|opening|kitchen|batch|class|food|lab|counter|drop[\s-]?off)\s+)timings?\b|^\s*timings?\s*\??\s*$/gi;

/** Splits a message into sentences and picks those that carry the question. */
export function analyzeQuery(question: string, options: { companyName?: string } = {}): AnalyzedQuery {
  const text = question.replace(TIMINGS, (asked) => asked.replace(/timings?/i, 'hours'));
  const name = companyNameWords(options.companyName ?? '');
  const toSegment = (sentence: string): QuerySegment => ({
    text: sentence,
    units: payingAsked(mergeSynonymUnits(unitsBesideTheName(sentence, name)), sentence),
    isQuestion: sentence.includes('?') || QUESTION_START.test(sentence.replace(LEADING_JOINT, '')),
  });
  const segments: QuerySegment[] = [];
  for (const sentence of splitSentences(text)) {
    const segment = toSegment(sentence);
    const previous = segments.at(-1);
    if (previous !== undefined && asksOnlyAnAttribute(segment) && BACK_REFERENCE.test(sentence)) {
      // "how much is botox and how long does it last": the second question asks about the first
      // one's subject, and each is answered on its own (the price and the duration may be in two
      // entries). After a statement ("I want a trim. How much is it?") both are read together.
      const subject = previous.units
        .filter(
          (unit) => (unit.role === 'content' || unit.role === 'weak' || /^\d/.test(unit.surface)) && !asksForAttribute(unit),
        )
        .map((unit) => unit.surface);
      if (previous.isQuestion && segment.isQuestion && subject.length > 0) {
        segments.push(toSegment(sentence.replace(BACK_REFERENCE, subject.join(' '))));
      } else {
        segments[segments.length - 1] = {
          ...toSegment(`${previous.text} ${sentence}`),
          isQuestion: previous.isQuestion || segment.isQuestion,
        };
      }
    } else {
      segments.push(segment);
    }
  }
  const withUnits = readAccessAsAccessibility(segments).filter((segment) => segment.units.some(counts));
  const questions = withUnits.filter((segment) => segment.isQuestion);
  const units = withUnits.flatMap((segment) => segment.units);
  const age = units.find((unit, at) => /^\d{1,2}$/.test(unit.surface) && statesAnAge(unit, units[at + 1], 'filler'));
  const aside = withUnits.filter((segment) => !segment.isQuestion).flatMap((segment) => segment.units);
  return {
    units,
    focus:
      questions.length > 0 ? (aside.length > 0 ? questions.map((segment) => ({ ...segment, aside })) : questions) : withUnits,
    ...(age === undefined ? {} : { statedAge: Number(age.surface) }),
  };
}
