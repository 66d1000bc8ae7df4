import { admitsAge, excludesAge } from './age-limits';
import { excerptFor } from './answer-excerpt';
import { asksAboutTheWorld } from './general-questions';
import {
  answerReply,
  contactReply,
  declineReply,
  farewellReply,
  greetingReply,
  notUnderstoodReply,
  offersContactDetails,
  thanksReply,
  type AnswerPart,
} from './builtin-replies';
import {
  MAX_QUERY_CHARS,
  type KnowledgeEntry,
  type KnowledgeIndex,
  type RankedEntry,
  type SearchContext,
} from './knowledge-index';
import { readIntent } from './message-intents';
import { fuseRankings } from './rank-fusion';
import { analyzeQuery, asksOnlyAnAttribute, type AnalyzedQuery } from './query-analysis';

export type BuiltinReplyKind = 'greeting' | 'answer' | 'decline' | 'thanks' | 'farewell' | 'contact';

/**
 * A reply, and the entries it was made from (ids, and titles to show the admin). A decline may
 * name related topics: titles of entries that share part of the question, which the visitor can
 * tap to read (never quoted, since none of them answers).
 */
export type BuiltinReply = {
  kind: BuiltinReplyKind;
  text: string;
  entryIds: string[];
  entryTitles?: string[];
  related?: string[];
};

export type ResponderContext = {
  companyName: string;
  history?: { role: 'user' | 'assistant'; content: string }[];
};

// A reply quotes at most this many entries; a message asking more is told to ask the rest apart.
const MAX_ANSWERED_ENTRIES = 3;
// A decline names at most this many topics, each covering at least this share of the question's
// words or near enough in meaning (below; docs/decisions/011).
const MAX_RELATED_TOPICS = 3;
const RELATED_MIN_COVERAGE = 0.3;
// Topics are ranked by the words and by meaning (word vectors) fused; an entry sharing too little of
// the question's words is offered when it is this near in meaning. On the tuning sets this put the
// answer one tap away for 75 % of the in-scope questions declined, against 65 % by the words alone,
// at 0.55 topics for a question about something else (0.40 before; docs/decisions/011).
export const RELATED_MIN_SIMILARITY = 0.75;
const MEANING_UNLESS_WORDS_OFFER = 2;
// The lexical ranking fused with meaning: its first five of the ten candidates judged anyway.
const RELATED_CANDIDATES = 5;
// An entry that covers the question's words but scores under this share of the most relevant one
// holds them in passing (a coaching entry's prices for "what's the price of a multi-visit card",
// ranked far below the memberships entry): on the tuning sets none of its answers was right. The
// next entry that answers is quoted instead, for a whole message and for each of its questions, or
// the visitor is offered the topics.
const MIN_ANSWER_RELEVANCE = 0.3;

/** Whether a ranked entry answers: it covers the question and is not far less relevant than the best that covers it. */
const answers = (candidate: RankedEntry): boolean => candidate.confidence === 'high' && candidate.score >= MIN_ANSWER_RELEVANCE;

/**
 * The entry that answers, best first. For a visitor who states an age, an entry whose age limits
 * leave it out gives way to one covering the question whose limits admit it, though it ranks lower
 * ("aged 5 to 11" rather than "3 and under" for a 10-year-old); never to one saying no age.
 */
function answerFor(near: RankedEntry[], statedAge: number | undefined): RankedEntry | undefined {
  const best = near.find(answers);
  if (statedAge === undefined || best === undefined || !excludesAge(best.entry.content, statedAge)) return best;
  return near.find((ranked) => ranked.confidence === 'high' && admitsAge(ranked.entry.content, statedAge)) ?? best;
}

/** restUnanswered: a question nothing answers; restNotShown: a question answered, but past the reply's entries. */
type Answer = { entries: { entry: KnowledgeEntry; question: string }[]; restUnanswered: boolean; restNotShown?: boolean };

/** The answer, or (when no entry answers) the entries nearest the question. */
type Found = { answer: Answer } | { answer: null; near: RankedEntry[] };

/**
 * Answers the whole message with its best entry; when the message holds several questions, each
 * is also searched on its own so a second one can add its entry, and one nothing answers is
 * admitted to rather than silently skipped. A message whose questions no single entry answers is
 * answered question by question: the longest question's words otherwise set the bar of relevance
 * for the others ("do you take aetna? and do i need to get there early…"). One search gives the best
 * entry and, for a decline, the topics near the question (judging more results costs nothing: ten
 * candidates are judged anyway).
 */
function findAnswer(index: KnowledgeIndex, question: string, analyzed: AnalyzedQuery, context: SearchContext): Found {
  const near = index.searchAnalyzed(analyzed, RELATED_CANDIDATES);
  const main = answerFor(near, analyzed.statedAge);
  if (analyzed.focus.length < 2 && asksAboutTheWorld(question, main && `${main.entry.title} ${main.entry.content}`)) {
    return { answer: null, near };
  }
  const { focus } = analyzed;
  if (focus.length < 2)
    return main === undefined
      ? { answer: null, near }
      : { answer: { entries: [{ entry: main.entry, question }], restUnanswered: false } };

  const entries = main === undefined ? [] : [{ entry: main.entry, question }];
  let restUnanswered = false;
  let restNotShown = false;
  for (const segment of focus) {
    const answering = index.search(segment.text, MAX_ANSWERED_ENTRIES + 1, context).filter(answers);
    if (answering.length === 0) {
      restUnanswered = true;
      continue;
    }
    // An entry already quoted settles a question that only asks an attribute ("cost?" after a
    // question about pony parties) when it answers it at all; a question naming its own subject
    // ("how much is colour", after "do you do colour?") only when it is that question's best entry.
    const [best] = answering;
    const quoted = (candidate: RankedEntry | undefined): boolean => entries.some((chosen) => chosen.entry === candidate?.entry);
    const settled = asksOnlyAnAttribute(segment) ? answering.some(quoted) : quoted(best);
    if (settled) continue;
    if (best === undefined) continue;
    if (entries.length < MAX_ANSWERED_ENTRIES) entries.push({ entry: best.entry, question: segment.text });
    else restNotShown = true;
  }
  return entries.length === 0 ? { answer: null, near } : { answer: { entries, restUnanswered, restNotShown } };
}

// A title that reads as a sentence ("We have free Wi-Fi.") states a fact rather than naming a topic,
// and a decline quotes none.
const SENTENCE_TITLE = /[.!]\s*$|(?:\S+\s+){8}\S/;

/**
 * Titles of the entries nearest a declined question, by its words and its meaning. Each is offered
 * only when it shares enough of the question's words or is near enough in meaning, when sending it
 * back finds that very entry (no other entry has the same title but for case), and when it names a
 * topic rather than stating a fact.
 */
function relatedTopics(index: KnowledgeIndex, near: RankedEntry[], question: string): string[] {
  const coverage = new Map(near.map((ranked) => [ranked.entry, ranked.coverage]));
  // An entry sharing too little of the words is offered only this near in meaning, so the nearer
  // ones are all that meaning adds; they are the first of its ranking, so their ranks are exact.
  // Where the words offer two topics or more, asking the meaning too found no more answers on the
  // tuning sets (225 of 299 either way), so it is asked only where they offer fewer.
  const byWords = near.filter((ranked) => ranked.coverage >= RELATED_MIN_COVERAGE).length;
  const meaning = byWords >= MEANING_UNLESS_WORDS_OFFER ? [] : index.nearInMeaning(question, RELATED_MIN_SIMILARITY);
  const ranked = fuseRankings(
    near.map((candidate) => candidate.entry),
    meaning.map((match) => match.entry),
    meaning.map((match) => match.similarity),
  );
  const nearInMeaning = new Set(meaning.map((match) => match.entry));
  const offered = (entry: KnowledgeEntry): boolean =>
    ((coverage.get(entry) ?? 0) >= RELATED_MIN_COVERAGE || nearInMeaning.has(entry)) &&
    index.titled(entry.title) === entry &&
    !SENTENCE_TITLE.test(entry.title);
  return ranked
    .filter(offered)
    .slice(0, MAX_RELATED_TOPICS)
    .map((entry) => entry.title);
}

/** The reply quoting what answers from each entry of the answer. */
function answerWith(answer: Answer, greeting: string | null): BuiltinReply {
  const parts: AnswerPart[] = answer.entries.map(({ entry, question }) => ({
    title: entry.title,
    // An entry may be a bare title ("We have free Wi-Fi"); then the title is the answer.
    excerpt: excerptFor(entry, question) || entry.title,
  }));
  return {
    kind: 'answer',
    text: answerReply(parts, { greeting, restUnanswered: answer.restUnanswered, restNotShown: answer.restNotShown ?? false }),
    entryIds: answer.entries.map(({ entry }) => entry.id),
    entryTitles: answer.entries.map(({ entry }) => entry.title),
  };
}

/**
 * The built-in front-desk reply to a visitor's message: greets, thanks, takes contact requests,
 * answers from the company's knowledge, and declines honestly when no entry answers — it never
 * quotes an entry that does not cover the question.
 */
export function respondFromKnowledge(index: KnowledgeIndex, message: string, context: ResponderContext): BuiltinReply {
  const text = message.slice(0, MAX_QUERY_CHARS);
  // A topic tapped in the chat (or typed as it is titled) is that entry, whatever its words: before
  // greetings, thanks or a "yes" to the contact offer are read out of it.
  const titled = index.titled(text);
  if (titled) return answerWith({ entries: [{ entry: titled, question: titled.title }], restUnanswered: false }, null);
  const lastAssistantTurn = context.history?.filter((turn) => turn.role === 'assistant').at(-1);
  const offeredContact = lastAssistantTurn !== undefined && offersContactDetails(lastAssistantTurn.content);
  const intent = readIntent(text, context.companyName, offeredContact);

  if (intent.wantsContact) return { kind: 'contact', text: contactReply(context.companyName), entryIds: [] };

  const searchContext: SearchContext = { companyName: context.companyName };
  const analyzed = analyzeQuery(intent.question, searchContext);
  if (analyzed.units.length > 0) {
    const found = findAnswer(index, intent.question, analyzed, searchContext);
    if (found.answer === null) {
      return {
        kind: 'decline',
        text: declineReply(context.companyName, intent.greeting),
        entryIds: [],
        related: relatedTopics(index, found.near, intent.question),
      };
    }
    return answerWith(found.answer, intent.greeting);
  }

  if (intent.closing === 'farewell') return { kind: 'farewell', text: farewellReply(context.companyName), entryIds: [] };
  if (intent.closing === 'thanks' || intent.acknowledgement) return { kind: 'thanks', text: thanksReply(), entryIds: [] };
  if (intent.greeting !== null) {
    return { kind: 'greeting', text: greetingReply(context.companyName, intent.greeting, intent.askedHowAreYou), entryIds: [] };
  }
  return { kind: 'decline', text: notUnderstoodReply(context.companyName), entryIds: [] };
}
