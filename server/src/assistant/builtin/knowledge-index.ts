import { knownWordsCoverage, type KnownUnitTest } from './known-words-coverage';
import { analyzeQuery, type AnalyzedQuery } from './query-analysis';
import {
  allowedTypos,
  ASKED_BUT_NOT_GIVEN,
  leavesUnsaid,
  MIN_PREFIX_LENGTH,
  profileMatchesUnit,
  profileOfTerms,
  ROLE_WEIGHTS,
  roleWeight,
  segmentCoverage,
  type TermProfile,
  type UnitWeigher,
} from './term-matching';
import { TermIndex, type TermQuery } from './term-index';
import { indexTermsOf, termsOfUnit, type TermUnit } from './term-analyzer';
import { WordMeanings } from './word-vectors';

export type KnowledgeEntry = { id: string; title: string; content: string };

/**
 * high: the entry contains what the question asks about, so its text may be quoted as the answer.
 * medium: it shares part of the question — useful as context for a language model, not as an answer.
 * low: it only touches the question.
 */
export type MatchConfidence = 'high' | 'medium' | 'low';

export type RankedEntry = {
  entry: KnowledgeEntry;
  /** Relevance relative to the most relevant entry of the same query (0–1], among all judged, returned or not. */
  score: number;
  /**
   * Share (0–1) of the question's content words that the entry covers; one word that no entry of
   * the company uses may be left out of the count (see `knownWordsCoverage`).
   */
  coverage: number;
  confidence: MatchConfidence;
};

/** What the caller knows about the conversation: words of the company's name need no entry's support. */
export type SearchContext = { companyName?: string };

export type KnowledgeIndex = {
  readonly size: number;
  /** About how many bytes of memory the index holds, for caches with a memory budget. */
  readonly approximateBytes: number;
  /**
   * Whether the entries are many enough for a word none of them uses to say something: in a tiny
   * knowledge base most words are unknown, and that proves nothing.
   */
  readonly judgesUnknownWords: boolean;
  /** Whether some entry contains the unit: its word, a form or typo of it, or its concept. */
  knows(unit: TermUnit): boolean;
  /** Entries relevant to a visitor's message, best first; at most `limit` of them. */
  search(query: string, limit?: number, context?: SearchContext): RankedEntry[];
  /** The same for a message already analysed (`analyzeQuery`, cut to MAX_QUERY_CHARS, with the same context), which a caller reading it too analyses once. */
  searchAnalyzed(analyzed: AnalyzedQuery, limit?: number): RankedEntry[];
  /** The entry whose title the message is, but for case, spacing and an ending ".", "?" or "!" (a topic tapped in the chat). */
  titled(message: string): KnowledgeEntry | undefined;
  /**
   * The entries at least `minSimilarity` near the message in meaning (cosine of word vectors, see
   * `word-vectors.ts`), nearest first; none when the vectors know none of the message's words.
   */
  nearInMeaning(message: string, minSimilarity: number): MeaningMatch[];
};

export type MeaningMatch = { entry: KnowledgeEntry; similarity: number };

/** Coverage needed for each confidence level; the evaluation suite is what fixed these values. */
export const CONFIDENCE_THRESHOLDS = { high: 0.7, medium: 0.4 } as const;

const DEFAULT_LIMIT = 5;
/** Longer queries and messages are cut here: nobody asks a front desk more than this at once. */
export const MAX_QUERY_CHARS = 2000;
const MAX_RETRIEVAL_TYPOS = 2;
const SWAP_TOLERANT_LENGTH = 7;
// Coverage is judged on more candidates than returned, since BM25 alone can rank a long entry
// that repeats one query word above the short entry that answers the whole question.
const MIN_CANDIDATES = 10;
const TITLE_BOOST = 2;
const TAG_BOOST = 0.6;
const SIDE_WORD_BOOST = 0.3;
// A word found in many of a company's entries ("hair" at a salon) names the business more than
// the question, so its weight falls from full at COMMON_FROM of the entries to the floor at
// COMMON_AT. Tiny knowledge bases have no meaningful frequencies.
const COMMON_FROM = 0.15;
const COMMON_AT = 0.45;
const COMMON_WEIGHT_FLOOR = 0.3;
const MIN_ENTRIES_FOR_FREQUENCIES = 6;
// Coverages closer than this count as equal, so BM25 orders them.
const COVERAGE_TIE = 0.25;
// How much of the order comes from coverage rather than from the BM25 score.
const COVERAGE_SHARE = 0.75;

// Fitted to heap measurements of knowledge bases of 20 to 500 entries (bench/README.md, index
// memory; a distinct term's 4-byte letter mask added since): the term index costs about this much per distinct term, each entry's term profile per
// term, and the entries' own text (kept for the answers) two bytes a character.
const BYTES_PER_DISTINCT_TERM = 54;
const BYTES_PER_ENTRY_TERM = 6;
const BYTES_PER_TEXT_CHAR = 2;
// The lookup by title, per entry: the map's own slot and its key's header (the key's characters count as text).
const BYTES_PER_TITLE_KEY = 40;

/** A title or message compared as a visitor reads it: case, spacing and end punctuation aside. */
export const titleKey = (text: string): string =>
  text
    .trim()
    .replace(/[\s.?!]+$/, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();

function confidenceOf(coverage: number): MatchConfidence {
  if (coverage >= CONFIDENCE_THRESHOLDS.high) return 'high';
  return coverage >= CONFIDENCE_THRESHOLDS.medium ? 'medium' : 'low';
}

/**
 * Edits allowed when retrieving candidates for a word. Words of the paraphrase table are known to
 * be spelt right. Retrieval is looser than coverage (Levenshtein counts a swap of two letters as
 * two edits): it only proposes candidates, and coverage decides whether they answer.
 */
function retrievalTypos(unit: TermUnit, word: string): number {
  if (unit.tags.length > 0) return 0;
  return Math.min(MAX_RETRIEVAL_TYPOS, allowedTypos(word) + (word.length >= SWAP_TOLERANT_LENGTH ? 1 : 0));
}

/** The terms a unit is looked up by: its stem (and longer words starting with it), its own form, its concepts. */
function unitQueries(unit: TermUnit): TermQuery[] {
  const sideWord = unit.role === 'hint' || unit.role === 'filler';
  const boost = sideWord ? SIDE_WORD_BOOST : 1;
  const queries: TermQuery[] = [];
  if (unit.stem !== null) {
    queries.push({
      term: unit.stem,
      prefix: unit.stem.length >= MIN_PREFIX_LENGTH,
      fuzzy: retrievalTypos(unit, unit.stem),
      boost,
    });
  }
  if (unit.raw !== null && unit.raw !== unit.stem) {
    queries.push({ term: unit.raw, prefix: false, fuzzy: retrievalTypos(unit, unit.raw), boost });
  }
  for (const tag of unit.tags) queries.push({ term: tag, prefix: false, fuzzy: 0, boost: TAG_BOOST });
  return queries;
}

function rarityWeigher(profiles: TermProfile[]): UnitWeigher {
  const entryCounts = new Map<string, number>();
  for (const profile of profiles) {
    for (const term of profile.terms) entryCounts.set(term, (entryCounts.get(term) ?? 0) + 1);
  }
  const useFrequencies = profiles.length >= MIN_ENTRIES_FOR_FREQUENCIES;
  return (unit, promoted) => {
    const count = Math.max(0, ...termsOfUnit(unit).map((term) => entryCounts.get(term) ?? 0));
    const base = unit.role === 'provider' && count === 0 && !promoted ? ROLE_WEIGHTS.content : roleWeight(unit, promoted);
    if (!useFrequencies) return base;
    const commonness = Math.min(1, Math.max(0, (count / profiles.length - COMMON_FROM) / (COMMON_AT - COMMON_FROM)));
    return base * (1 - (1 - COMMON_WEIGHT_FLOOR) * commonness);
  };
}

const CONFIDENCE_ORDER: Readonly<Record<MatchConfidence, number>> = { high: 2, medium: 1, low: 0 };

/** Indexes a company's knowledge entries for `search`; building is linear in their total length. */
export function buildKnowledgeIndex(entries: KnowledgeEntry[]): KnowledgeIndex {
  // Each entry is analysed once; the profiles share the index's own term strings.
  const analysed = entries.map((entry) => ({
    title: indexTermsOf(entry.title, { title: true }),
    content: indexTermsOf(entry.content),
  }));
  const termIndex = new TermIndex(analysed, [TITLE_BOOST, 1]);
  const profiles = analysed.map((entry) =>
    profileOfTerms([...entry.title, ...entry.content].filter((term) => term.length > 0).map((term) => termIndex.canonical(term))),
  );
  const weigh = rarityWeigher(profiles);
  // In a tiny knowledge base most words are unknown and none is rarer than another, so setting
  // unknown words aside would prove nothing.
  const judgesUnknownWords = profiles.length >= MIN_ENTRIES_FOR_FREQUENCIES;
  const coverageOf = (profile: TermProfile, query: AnalyzedQuery, isKnown: KnownUnitTest, aside: boolean): number =>
    Math.max(
      0,
      ...query.focus.map((segment) =>
        Math.min(
          Math.max(
            segmentCoverage(profile, segment, weigh, aside),
            judgesUnknownWords ? knownWordsCoverage(profile, segment, weigh, isKnown) : 0,
          ),
          leavesUnsaid(profile, segment) ? ASKED_BUT_NOT_GIVEN : 1,
        ),
      ),
    );
  // Every condition of a match asks for some term with a property, so matching all the entries'
  // terms at once is the same as matching each entry, and far quicker with hundreds of entries.
  const allTerms: TermProfile = { terms: termIndex.terms };
  const knows = (unit: TermUnit): boolean => profileMatchesUnit(allTerms, unit);
  // Whether any entry contains a unit does not depend on the candidate, so it is asked once per search.
  const knownUnitTest = (): KnownUnitTest => {
    const known = new Map<TermUnit, boolean>();
    return (unit) => {
      const cached = known.get(unit);
      if (cached !== undefined) return cached;
      const result = knows(unit);
      known.set(unit, result);
      return result;
    };
  };
  // The first of several entries sharing a title stands for them.
  const byTitle = new Map<string, KnowledgeEntry>();
  for (const entry of entries) if (!byTitle.has(titleKey(entry.title))) byTitle.set(titleKey(entry.title), entry);
  const entryTerms = profiles.reduce((sum, profile) => sum + profile.terms.length, 0);
  const textLength = entries.reduce((sum, entry) => sum + entry.title.length + entry.content.length, 0);
  const titleKeysLength = [...byTitle.keys()].reduce((sum, key) => sum + key.length, 0);
  const meanings = new WordMeanings(entries.length, (i) => {
    const entry = entries[i] as KnowledgeEntry;
    return `${entry.title}. ${entry.content}`;
  });

  const searchAnalyzed = (analyzed: AnalyzedQuery, limit = DEFAULT_LIMIT): RankedEntry[] => {
    if (entries.length === 0 || !(limit >= 1) || analyzed.units.length === 0) return [];
    const hits = termIndex.search(analyzed.units.flatMap(unitQueries));
    const bestScore = hits[0]?.score ?? 0;
    if (bestScore <= 0) return [];
    const isKnown = knownUnitTest();
    const hasAside = analyzed.focus.some((segment) => segment.aside !== undefined);
    const judged = hits.slice(0, Math.max(MIN_CANDIDATES, limit * 2)).map((hit) => {
      const { key } = hit;
      const profile = profiles[key] as TermProfile;
      const coverage = coverageOf(profile, analyzed, isKnown, false);
      // What the visitor says beside the question lifts an entry saying it too over the bar of
      // answering, but ranks no entry above one answering the question as well.
      const withAside = hasAside ? coverageOf(profile, analyzed, isKnown, true) : coverage;
      const relevance = (hit.score / bestScore) * (1 - COVERAGE_SHARE + COVERAGE_SHARE * coverage);
      return { entry: entries[key] as KnowledgeEntry, score: relevance, coverage, confidence: confidenceOf(withAside) };
    });
    // Relative to the most relevant entry judged that covers the question (medium or high), returned
    // or not: an entry that covers it but ranks far below that one holds its words in passing. An
    // entry that covers too little to answer sets no bar, however often it uses the words.
    const covering = judged.filter((candidate) => candidate.confidence !== 'low');
    const topScore = Math.max(...(covering.length > 0 ? covering : judged).map((candidate) => candidate.score));
    return (
      judged
        // An entry that answers more of the question beats one that mentions part of it more often.
        .sort(
          (a, b) =>
            CONFIDENCE_ORDER[b.confidence] - CONFIDENCE_ORDER[a.confidence] ||
            (Math.abs(b.coverage - a.coverage) < COVERAGE_TIE ? 0 : b.coverage - a.coverage) ||
            b.score - a.score,
        )
        .slice(0, limit)
        .map((candidate) => ({ ...candidate, score: Math.min(1, candidate.score / topScore) }))
    );
  };

  return {
    size: entries.length,
    approximateBytes:
      BYTES_PER_DISTINCT_TERM * termIndex.termCount +
      BYTES_PER_ENTRY_TERM * entryTerms +
      BYTES_PER_TEXT_CHAR * (textLength + titleKeysLength) +
      BYTES_PER_TITLE_KEY * byTitle.size +
      meanings.approximateBytes,
    judgesUnknownWords,
    knows,
    titled: (message) => byTitle.get(titleKey(message)),
    nearInMeaning(message: string, minSimilarity: number): MeaningMatch[] {
      const similarities = meanings.similarities(message.slice(0, MAX_QUERY_CHARS));
      if (similarities === null) return [];
      const near: MeaningMatch[] = [];
      similarities.forEach((similarity, i) => {
        if (similarity >= minSimilarity) near.push({ entry: entries[i] as KnowledgeEntry, similarity });
      });
      return near.sort((a, b) => b.similarity - a.similarity);
    },
    search(query: string, limit = DEFAULT_LIMIT, context: SearchContext = {}): RankedEntry[] {
      if (entries.length === 0 || !(limit >= 1)) return [];
      return searchAnalyzed(analyzeQuery(query.slice(0, MAX_QUERY_CHARS), context), limit);
    },
    searchAnalyzed,
  };
}
