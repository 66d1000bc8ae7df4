import OpenAI from 'openai';
import { estimateTokens, type AssistantProvider, type ProviderEvent, type ProviderRequest } from './provider';

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

  constructor(private readonly options: OpenAiProviderOptions) {
    this.client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseUrl, maxRetries: 0, timeout: 120_000 });
  }

  get model(): string {
    return this.options.model;
  }

  async *respond(request: ProviderRequest): AsyncIterable<ProviderEvent> {
    const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [
      ...(request.systemPrompt ? [{ role: 'system' as const, content: request.systemPrompt }] : []),
      ...request.history.map((turn) => ({ role: turn.role, content: turn.content })),
      { role: 'user', content: request.message },
    ];
    const stream = await this.client.chat.completions.create(
      {
        model: this.options.model,
        messages,
        max_tokens: this.options.maxTokens,
        temperature: this.options.temperature,
        stream: true,
        stream_options: { include_usage: true },
      },
      { signal: request.signal },
    );
    let text = '';
    let reported = false;
    for await (const chunk of stream) {
      const delta = chunk.choices[0]?.delta?.content;
      if (delta) {
        text += delta;
        yield { type: 'delta', text: delta };
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
          completionTokens: estimateTokens(text),
          model: this.options.model,
          estimated: true,
        },
      };
    }
  }
}
