import type { ChatTurn } from '../../assistant/assistant.service';

const MAX_SUMMARY = 600;

/**
 * A summary without a model: what the visitor asked, in their words, shortened. Used when no model
 * is configured or the model could not be reached.
 */
export function extractiveSummary(turns: ChatTurn[], visitorName: string): string {
  const asked = turns
    .filter((turn) => turn.role === 'user')
    .map((turn) => turn.content.replace(/\s+/g, ' ').trim())
    .filter((text) => text.length > 0 && !/^(hi|hello|hey|thanks?|thank you|ok|okay|bye)\b[.!]?$/i.test(text));
  if (asked.length === 0) return `${visitorName} left contact details without asking a question in the chat.`;
  const quoted = asked.slice(0, 4).map((text) => `"${text.length > 140 ? `${text.slice(0, 137)}...` : text}"`);
  const more = asked.length > 4 ? ` and ${asked.length - 4} more message${asked.length - 4 === 1 ? '' : 's'}` : '';
  const summary = `${visitorName} asked: ${quoted.join('; ')}${more}.`;
  return summary.length > MAX_SUMMARY ? `${summary.slice(0, MAX_SUMMARY - 3)}...` : summary;
}
