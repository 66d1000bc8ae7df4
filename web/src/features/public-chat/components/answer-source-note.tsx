import type { AnswerSource } from '../chat-storage';

/** For the admin testing the assistant: which responder wrote the answer, and from which entries. */
export function AnswerSourceNote({ source }: { source: AnswerSource }) {
  const who =
    source.answeredBy === 'model'
      ? 'Answered by your AI model'
      : source.answeredBy === 'builtin'
        ? 'Answered by the built-in responder'
        : null;
  if (!who) return null;
  const from =
    source.knowledge.length > 0
      ? `${source.answeredBy === 'model' ? 'given' : 'from'}: ${source.knowledge.join(', ')}`
      : 'no knowledge entry matched';
  return (
    <p className="-mt-1 pl-1 text-xs text-slate-500">
      {who} · {from}
    </p>
  );
}
