/** One turn of a conversation as providers see it. */
export type ChatTurn = { role: 'user' | 'assistant'; content: string };

export type ProviderRequest = {
  systemPrompt: string;
  history: ChatTurn[];
  message: string;
  signal: AbortSignal;
};

export type ProviderUsage = { promptTokens: number; completionTokens: number; model: string; estimated: boolean };

/** A piece of the answer, what it cost, or (built-in responder) that the answer asks for contact details. */
export type ProviderEvent =
  { type: 'delta'; text: string } | { type: 'usage'; usage: ProviderUsage } | { type: 'asks-for-contact' };

/** An assistant backend: streams the answer as text deltas and reports what it cost. */
export interface AssistantProvider {
  readonly name: 'builtin' | 'openai';
  /** True when the answer comes over the network, so it is timed and guarded by a circuit breaker. */
  readonly remote: boolean;
  readonly model: string;
  respond(request: ProviderRequest): AsyncIterable<ProviderEvent>;
}

/** Which model answers a company: its own key, the operator's, or the built-in responder. */
export type ProviderChoice =
  | { kind: 'builtin' }
  | {
      kind: 'openai';
      source: 'company' | 'platform';
      apiKey: string;
      baseUrl: string | undefined;
      model: string;
      maxTokens: number;
      temperature: number;
    };

/** Rough token count for providers that do not report usage: about four characters a token. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}
