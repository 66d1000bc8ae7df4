// US dollars per 1,000 tokens (prompt, completion), from the providers' public price lists.
const PRICES: Record<string, { prompt: number; completion: number }> = {
  'gpt-3.5-turbo': { prompt: 0.0005, completion: 0.0015 },
  'gpt-4': { prompt: 0.03, completion: 0.06 },
  'gpt-4-turbo-preview': { prompt: 0.01, completion: 0.03 },
};

/** Estimated cost of a call; models without a known price (self-hosted servers) cost nothing here. */
export function estimateCostUsd(model: string, promptTokens: number, completionTokens: number): number {
  const known = Object.keys(PRICES)
    .sort((a, b) => b.length - a.length)
    .find((name) => model === name || model.startsWith(`${name}-`));
  const price = known ? PRICES[known] : undefined;
  if (!price) return 0;
  return (promptTokens / 1000) * price.prompt + (completionTokens / 1000) * price.completion;
}
