/** One turn of a conversation as providers see it. */
export type ChatTurn = { role: 'user' | 'assistant'; content: string };

/** An appointment the assistant booked, as the visitor is shown it (in the company's time zone). */
export type BookedAppointment = {
  start_time: string;
  end_time: string;
  manage_url: string;
  timezone: string;
  /** Whether a confirmation was sent to the visitor's e-mail. */
  mailed: boolean;
};

/**
 * What the assistant may do with the company's calendar, when its booking is on: read the free
 * times and book one (the calendar module provides it; the assistant never touches the database).
 */
export interface BookingTools {
  /** The company's time zone and today's date in it (YYYY-MM-DD). */
  readonly timezone: string;
  readonly today: string;
  freeTimes(fromDate: string, days: number): Promise<{ start: string; end: string }[]>;
  /** Books an offered time; a refusal throws an AppError (4xx) whose message says why. */
  book(input: { start: Date; name: string; email: string; notes: string }): Promise<BookedAppointment>;
  /** Whether a booking's confirmation goes out by e-mail (the company's mail is set up). */
  confirmsByEmail(): Promise<boolean>;
}

/** A function a model may call, described as JSON Schema. */
export type FunctionDefinition = { name: string; description: string; parameters: Record<string, unknown> };

/** Functions a model may call to read data (the business chat): what they are, and how each runs. */
export interface ModelFunctions {
  readonly definitions: readonly FunctionDefinition[];
  /** Runs one call; the text goes back to the model (JSON). */
  run(name: string, rawArguments: string): Promise<string>;
}

export type ProviderRequest = {
  systemPrompt: string;
  history: ChatTurn[];
  message: string;
  /** Given to a remote provider: fires when the caller stops reading or the model stays silent too long. */
  signal?: AbortSignal;
  /** Present when the company's visitors may book in the chat. */
  booking?: BookingTools;
  /** Data functions the model may call instead (never together with booking). */
  functions?: ModelFunctions;
};

export type ProviderUsage = { promptTokens: number; completionTokens: number; model: string; estimated: boolean };

/**
 * A piece of the answer, what it cost, that the answer asks for contact details or offers the
 * booking card (built-in responder), an appointment it booked (a model's tool call), the
 * knowledge it used, or topics near a question it declined.
 */
export type ProviderEvent =
  | { type: 'delta'; text: string }
  | { type: 'usage'; usage: ProviderUsage }
  | { type: 'asks-for-contact' }
  /** `from`: the day the visitor named (YYYY-MM-DD), where the card opens; null: the company's today. */
  | { type: 'offers-booking'; from: string | null }
  | { type: 'booked'; booking: BookedAppointment }
  /** The knowledge entries the answer was made from (the simulator shows them to the admin). */
  | { type: 'used-knowledge'; titles: string[] }
  /** Topics the visitor may tap after a decline (built-in responder): titles of entries near the question. */
  | { type: 'related-topics'; titles: string[] };

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
