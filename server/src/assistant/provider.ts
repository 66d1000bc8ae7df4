/** One turn of a conversation as providers see it. */
export type ChatTurn = { role: 'user' | 'assistant'; content: string };

export type ProviderRequest = {
  systemPrompt: string;
  history: ChatTurn[];
  message: string;
  signal: AbortSignal;
};

export type ProviderUsage = { promptTokens: number; completionTokens: number; model: string; estimated: boolean };

export type ProviderEvent = { type: 'delta'; text: string } | { type: 'usage'; usage: ProviderUsage };

/** An assistant backend: streams the answer as text deltas and reports what it cost. */
export interface AssistantProvider {
  readonly name: 'builtin' | 'openai';
  respond(request: ProviderRequest): AsyncIterable<ProviderEvent>;
}

/** Rough token count for providers that do not report usage: about four characters a token. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}
