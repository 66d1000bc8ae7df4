import OpenAI from 'openai';
import { ERROR_CODES } from '@frontdesk/contracts/errors';
import { TEXTS } from '@frontdesk/contracts/texts';
import { systemClock, type Clock } from '../platform/clock';
import { AppError, withErrorField } from '../platform/errors';
import type { AiUsageService } from '../modules/ai-usage/ai-usage.service';
import { OpenAiProvider } from './openai-provider';

/** The OpenAI Settings page's Test Connection: one tiny completion, with the usual time limit. */
export class ConnectionTester {
  constructor(private readonly deps: { usage: AiUsageService; timeoutMs: number; clock?: Clock }) {}

  async test(companyId: string, target: { apiKey: string; baseUrl: string | undefined; model: string }): Promise<void> {
    const provider = new OpenAiProvider({ ...target, maxTokens: 5, temperature: 0 });
    const started = performance.now();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.deps.timeoutMs);
    try {
      const usage = await provider.ping(controller.signal);
      await this.record(companyId, target.model, started, 'ok', usage);
    } catch (error) {
      const timedOut = controller.signal.aborted;
      await this.record(companyId, target.model, started, timedOut ? 'timeout' : 'error', {
        promptTokens: 0,
        completionTokens: 0,
      });
      throw withErrorField(explain(error, timedOut, this.deps.timeoutMs));
    } finally {
      clearTimeout(timer);
    }
  }

  private record(
    companyId: string,
    model: string,
    started: number,
    status: 'ok' | 'error' | 'timeout',
    usage: { promptTokens: number; completionTokens: number },
  ) {
    return this.deps.usage.record(companyId, {
      sessionId: null,
      purpose: 'test',
      provider: 'openai',
      model,
      promptTokens: usage.promptTokens,
      completionTokens: usage.completionTokens,
      durationMs: Math.round(performance.now() - started),
      status,
      createdAt: (this.deps.clock ?? systemClock).now(),
    });
  }
}

function explain(error: unknown, timedOut: boolean, timeoutMs: number): AppError {
  if (timedOut) {
    return new AppError(
      ERROR_CODES.aiProviderFailed,
      `${TEXTS.openai.connectionFailed}: no answer within ${Math.round(timeoutMs / 1000)} seconds.`,
    );
  }
  if (error instanceof OpenAI.AuthenticationError || error instanceof OpenAI.PermissionDeniedError) {
    return new AppError(ERROR_CODES.validation, TEXTS.openai.invalidKey, { fieldErrors: { api_key: [TEXTS.openai.invalidKey] } });
  }
  if (error instanceof OpenAI.NotFoundError) {
    return new AppError(ERROR_CODES.validation, `${TEXTS.openai.connectionFailed}: the model is not available for this key.`);
  }
  if (error instanceof OpenAI.APIError && error.status) {
    return new AppError(ERROR_CODES.aiProviderFailed, `${TEXTS.openai.connectionFailed}: the provider answered ${error.status}.`);
  }
  return new AppError(ERROR_CODES.aiProviderFailed, `${TEXTS.openai.connectionFailed}: the model server could not be reached.`);
}
