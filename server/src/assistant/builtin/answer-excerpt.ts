import { daysAskedIn, narrowToAskedDays } from './day-hours';
import type { KnowledgeEntry } from './knowledge-index';
import { analyzeQuery, isAttributeTag } from './query-analysis';
import type { TermUnit } from './term-analyzer';
import { buildTermProfile, profileMatchesUnit, ROLE_WEIGHTS, type TermProfile } from './term-matching';

/** An entry this short is quoted whole: cutting it would save little and could drop a condition. */
export const WHOLE_ENTRY_MAX_CHARS = 320;
const MAX_SENTENCES = 2;
// A sentence joins the excerpt when it covers at least this share of what the best one covers.
const RELATED_SENTENCE_SHARE = 0.6;
// Hints and filler ("where", "today") do not decide coverage, but they do tell sentences apart.
const SIDE_WORD_WEIGHT = 0.1;

/** A unit asking for one of the attributes an answer gives. */
const asksAttribute = (unit: TermUnit): boolean => unit.role === 'content' && unit.tags.some(isAttributeTag);

const ABBREVIATION_END = /(?:\b(?:dr|mr|mrs|ms|st|no|approx|vs|etc|e\.g|i\.e)|\b[a-z])\.$/i;

/** Splits prose into sentences without breaking "Dr. Patel" or "A.O. Smith". */
export function splitIntoSentences(text: string): string[] {
  const pieces = text.split(/(?<=[.!?])\s+(?=["'(\p{Lu}\d])/u);
  const sentences: string[] = [];
  for (const piece of pieces) {
    const previous = sentences.at(-1);
    if (previous !== undefined && ABBREVIATION_END.test(previous)) {
      sentences[sentences.length - 1] = `${previous} ${piece}`;
    } else {
      sentences.push(piece);
    }
  }
  return sentences.map((sentence) => sentence.trim()).filter((sentence) => sentence.length > 0);
}

/**
 * The part of an entry that answers the question: the whole entry when it is short, otherwise
 * the sentence that covers most of the question plus at most one other that covers nearly as much;
 * a sentence listing the week's hours gives only the days asked about.
 */
export function excerptFor(entry: KnowledgeEntry, question: string): string {
  const asked = daysAskedIn(question);
  const sentences = splitIntoSentences(entry.content.trim()).map((sentence) => narrowToAskedDays(sentence, asked));
  const content = sentences.join(' ');
  if (content.length <= WHOLE_ENTRY_MAX_CHARS || sentences.length <= MAX_SENTENCES) return content;

  const units = analyzeQuery(question).focus.flatMap((segment) => segment.units);
  const profiles = sentences.map(buildTermProfile);
  const scored = sentences.map((sentence, position) => {
    const profile = profiles[position] as TermProfile;
    const score = units.reduce(
      (sum, unit) => sum + (profileMatchesUnit(profile, unit) ? Math.max(ROLE_WEIGHTS[unit.role], SIDE_WORD_WEIGHT) : 0),
      0,
    );
    return { sentence, position, score };
  });
  const best = Math.max(...scored.map((candidate) => candidate.score));
  // Nothing in the body matched (the title did): the opening sentences introduce the topic.
  if (best === 0) return sentences.slice(0, MAX_SENTENCES).join(' ');
  const chosen = scored
    .filter((candidate) => candidate.score >= best * RELATED_SENTENCE_SHARE)
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, MAX_SENTENCES);
  // The price or the time asked for is the answer, though the sentences naming the topic outscore
  // the one that gives it ("bday with the ponies? cost?"): the best sentence giving each asked
  // attribute the chosen ones lack joins them, in place of the weakest chosen one that gives none.
  const giving = new Set<(typeof scored)[number]>();
  for (const unit of units.filter(asksAttribute)) {
    const givers = scored.filter((candidate) => profileMatchesUnit(profiles[candidate.position] as TermProfile, unit));
    const [first] = givers.sort((a, b) => b.score - a.score || a.position - b.position);
    if (first === undefined) continue;
    const present = givers.find((candidate) => chosen.includes(candidate));
    if (present) {
      giving.add(present);
      continue;
    }
    if (chosen.length < MAX_SENTENCES) chosen.push(first);
    else {
      const weakest = chosen.findLastIndex((candidate) => !giving.has(candidate));
      if (weakest === -1) continue;
      chosen.splice(weakest, 1, first);
    }
    giving.add(first);
  }
  return chosen
    .sort((a, b) => a.position - b.position)
    .map((candidate) => candidate.sentence)
    .join(' ');
}
