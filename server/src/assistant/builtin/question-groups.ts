import { readIntent } from './message-intents';
import { indexTermsOf, isTag } from './term-analyzer';

export type QuestionGroup = { example: string; count: number };

// Two questions belong together when their meaning signatures overlap this much (Jaccard).
const SAME_MEANING = 0.5;

// A greeting alone ("hi", "hello!") says only that a visitor came to talk: greetings are one group.
const GREETING = new Set(['#greeting']);

/**
 * What a question is about: its concepts (the vocabulary's tags: "how much" and "price" are both
 * #price) when it has any, otherwise its stemmed content words; a greeting before it is left out.
 */
function signatureOf(text: string): Set<string> {
  const { question, greeting } = readIntent(text, '', false);
  if (question === '') return greeting ? GREETING : new Set();
  const terms = indexTermsOf(question);
  const tags = terms.filter(isTag);
  return new Set(tags.length > 0 ? tags : terms);
}

/**
 * Close enough in meaning: most of their concepts shared (Jaccard), or all of one's among the
 * other's ("office hours?" is asked again by "when do you open on saturday?").
 */
function sameMeaning(a: Set<string>, b: Set<string>): boolean {
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  const union = a.size + b.size - shared;
  return union > 0 && (shared / union >= SAME_MEANING || shared === Math.min(a.size, b.size));
}

/**
 * Visitors' questions grouped by meaning (greedy: each joins the first group it is close enough
 * to), largest groups first; each group is shown by its first question.
 */
export function groupQuestionsByMeaning(questions: readonly string[], limit: number): QuestionGroup[] {
  const groups: { signature: Set<string>; example: string; count: number }[] = [];
  for (const question of questions) {
    const signature = signatureOf(question);
    if (signature.size === 0) continue;
    const group = groups.find((candidate) => sameMeaning(candidate.signature, signature));
    if (group) group.count += 1;
    else groups.push({ signature, example: question.trim(), count: 1 });
  }
  return groups
    .sort((a, b) => b.count - a.count)
    .slice(0, limit)
    .map(({ example, count }) => ({ example, count }));
}
