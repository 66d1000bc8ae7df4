import OpenAI from 'openai';
import { BOOKING_FUNCTIONS, bookingInstructions, BookingToolCalls } from './booking-tool-calls';
import {
  estimateTokens,
  type AssistantProvider,
  type BookedAppointment,
  type ProviderEvent,
  type ProviderRequest,
} from './provider';

type ToolCall = { id: string; name: string; arguments: string };
/** The functions offered to the model in a turn, and how a call of one is answered. */
type ToolBox = {
  tools: OpenAI.Chat.ChatCompletionTool[];
  run(name: string, rawArguments: string): Promise<{ content: string; booked?: BookedAppointment }>;
};

function toolBoxOf(request: ProviderRequest): ToolBox | null {
  if (request.booking) {
    const calls = new BookingToolCalls(request.booking);
    return { tools: BOOKING_FUNCTIONS, run: (name, args) => calls.run(name, args) };
  }
  const { functions } = request;
  if (!functions) return null;
  return {
    tools: functions.definitions.map((definition) => ({ type: 'function', function: { ...definition } })),
    run: async (name, args) => ({ content: await functions.run(name, args) }),
  };
}
// Rounds that may call functions (booking: list, book, and one to spare); the round after the
// last one offers no functions, so the model has to answer in words.
const MAX_TOOL_ROUNDS = 3;

export type OpenAiProviderOptions = {
  apiKey: string;
  baseUrl: string | undefined;
  model: string;
  maxTokens: number;
  temperature: number;
};

/** Any OpenAI-compatible chat-completions server, streamed; the SDK's own retries are off (we time out). */
export class OpenAiProvider implements AssistantProvider {
  readonly name = 'openai' as const;
  readonly remote = true;
  private readonly client: OpenAI;

  constructor(
    private readonly options: OpenAiProviderOptions,
    client?: OpenAI,
  ) {
    this.client = client ?? new OpenAI({ apiKey: options.apiKey, baseURL: options.baseUrl, maxRetries: 0, timeout: 120_000 });
  }

  /**
   * The same server and key with other settings. The SDK's client is shared: building one costs
   * about 150 µs, a tenth of what a chat turn adds before the model's first token.
   */
  withSettings(settings: Partial<Pick<OpenAiProviderOptions, 'maxTokens' | 'temperature'>>): OpenAiProvider {
    return new OpenAiProvider({ ...this.options, ...settings }, this.client);
  }

  get model(): string {
    return this.options.model;
  }

  async *respond(request: ProviderRequest): AsyncIterable<ProviderEvent> {
    const { booking } = request;
    const systemPrompt = booking
      ? [request.systemPrompt, bookingInstructions(booking)].filter(Boolean).join('\n\n')
      : request.systemPrompt;
    const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [
      ...(systemPrompt ? [{ role: 'system' as const, content: systemPrompt }] : []),
      ...request.history.map((turn) => ({ role: turn.role, content: turn.content })),
      { role: 'user', content: request.message },
    ];
    const toolBox = toolBoxOf(request);
    let written = '';
    for (let round = 1; ; round += 1) {
      const tools = toolBox && round <= MAX_TOOL_ROUNDS ? toolBox.tools : undefined;
      const calls: ToolCall[] = [];
      let text = '';
      for await (const event of this.round(messages, tools, request.signal, calls)) {
        if (event.type === 'delta') {
          // "Let me check." before a call and the answer after it are two paragraphs, not one run-on line.
          if (text === '' && written !== '' && !/\s$/.test(written)) yield { type: 'delta', text: '\n\n' };
          text += event.text;
          written += event.text;
        }
        yield event;
      }
      // A server may leave gaps in the call indexes (flatMap skips them) or send a call without an id.
      const made = calls.flatMap((call, index) => [{ ...call, id: call.id || `call_${round}_${index}` }]);
      // Calls in a round that offered no functions are not followed: the answer ends there.
      if (!toolBox || !tools || made.length === 0) return;
      messages.push({
        role: 'assistant',
        content: text || null,
        tool_calls: made.map((call) => ({
          id: call.id,
          type: 'function',
          function: { name: call.name, arguments: call.arguments },
        })),
      });
      for (const call of made) {
        const result = await toolBox.run(call.name, call.arguments);
        if (result.booked) yield { type: 'booked', booking: result.booked };
        messages.push({ role: 'tool', tool_call_id: call.id, content: result.content });
      }
    }
  }

  /** One completion, streamed: its text, its tool calls (gathered into `calls`) and its usage. */
  private async *round(
    messages: OpenAI.Chat.ChatCompletionMessageParam[],
    tools: OpenAI.Chat.ChatCompletionTool[] | undefined,
    signal: AbortSignal | undefined,
    calls: ToolCall[],
  ): AsyncIterable<ProviderEvent> {
    const stream = await this.client.chat.completions.create(
      {
        model: this.options.model,
        messages,
        max_tokens: this.options.maxTokens,
        temperature: this.options.temperature,
        stream: true,
        stream_options: { include_usage: true },
        ...(tools ? { tools } : {}),
      },
      { signal },
    );
    let text = '';
    let reported = false;
    for await (const chunk of stream) {
      const delta = chunk.choices[0]?.delta;
      if (delta?.content) {
        text += delta.content;
        yield { type: 'delta', text: delta.content };
      }
      // A call's name and arguments arrive in pieces, keyed by the call's index.
      for (const piece of delta?.tool_calls ?? []) {
        const call = (calls[piece.index] ??= { id: '', name: '', arguments: '' });
        if (piece.id) call.id = piece.id;
        if (piece.function?.name) call.name += piece.function.name;
        if (piece.function?.arguments) call.arguments += piece.function.arguments;
      }
      if (chunk.usage) {
        reported = true;
        yield {
          type: 'usage',
          usage: {
            promptTokens: chunk.usage.prompt_tokens,
            completionTokens: chunk.usage.completion_tokens,
            model: chunk.model || this.options.model,
            estimated: false,
          },
        };
      }
    }
    if (!reported) {
      const promptText = messages.map((message) => (typeof message.content === 'string' ? message.content : '')).join('\n');
      yield {
        type: 'usage',
        usage: {
          promptTokens: estimateTokens(promptText),
          completionTokens: estimateTokens(text + calls.map((call) => call.arguments).join('')),
          model: this.options.model,
          estimated: true,
        },
      };
    }
  }
}
