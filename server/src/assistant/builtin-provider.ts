import type { ChatTurn } from './provider';
import { respondFromKnowledge } from './builtin/builtin-responder';
import type { KnowledgeIndex } from './builtin/knowledge-index';

export type BuiltinAnswer = { chunks: string[]; text: string; askForContact: boolean };

/**
 * The built-in responder needs no model: it answers from the knowledge index. Its reply is cut
 * into word-sized chunks so the page streams it the same way as a model's answer.
 */
export function answerWithoutModel(
  index: KnowledgeIndex,
  message: string,
  context: { companyName: string; history: ChatTurn[] },
): BuiltinAnswer {
  const reply = respondFromKnowledge(index, message, context);
  return {
    text: reply.text,
    chunks: reply.text.match(/\S+\s*/g) ?? [reply.text],
    askForContact: reply.kind === 'decline' || reply.kind === 'contact',
  };
}
