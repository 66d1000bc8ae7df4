// Time to first token through Frontdesk's streaming endpoint versus straight from the model server.
import { setTimeout as sleep } from 'node:timers/promises';
import { FakeOpenAiServer } from '../../server/test/support/openai-server';
import { api } from '../../e2e/support/api';
import { percentile, startFrontdeskWithCompany } from './fixture';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
// 0: the model server sends the whole answer at once, so the rest of each turn (its writes) lands
// right after the first token, where the next round's request arrives: the worst case. A real
// model streams a token every 20–50 ms.
const CHUNK_DELAY_MS = Number(process.env.BENCH_MODEL_CHUNK_MS ?? 0);
// The default's words find the entry that answers it; a paraphrase such as "is there somewhere to
// leave the car" has its meaning encoded too (assistant/meaning), which this measures.
const MESSAGE = process.env.BENCH_MESSAGE ?? 'where can I park?';
// The first model turn starts encoding the company's entries in the background; a measuring run
// (not the suite's smoke run of a few rounds) waits for it, to time the steady state.
const ENCODER_WARM_MS = 5_000;

/** Milliseconds from sending the request to reading the first chunk that contains `marker`. */
async function timeToFirst(url: string, body: unknown, marker: string, headers: Record<string, string> = {}): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let seen = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`${url}: stream ended before ${marker}`);
    seen += decoder.decode(value, { stream: true });
    if (seen.includes(marker)) {
      const elapsed = performance.now() - started;
      await reader.cancel();
      return elapsed;
    }
  }
}

const model = await new FakeOpenAiServer().start();
model.behaviour = {
  mode: 'answer',
  text: 'Free parking is available behind the building on Elm Street.',
  chunkDelayMs: CHUNK_DELAY_MS,
};
const frontdesk = await startFrontdeskWithCompany({ OPENAI_BASE_URL: model.baseUrl });
try {
  await api.post(
    frontdesk.url,
    '/api/admin/openai-settings',
    { model: 'gpt-3.5-turbo', max_tokens: 200, temperature: 0.2, api_key: 'sk-bench-key-000000000000000000' },
    frontdesk.admin.token,
  );
  const viaFrontdesk: number[] = [];
  const direct: number[] = [];
  const chatUrl = `${frontdesk.url}/api/public-chat/chat/${frontdesk.slug}/stream`;
  const modelUrl = `${model.baseUrl}/chat/completions`;
  const modelBody = { model: 'gpt-3.5-turbo', stream: true, messages: [{ role: 'user', content: MESSAGE }] };
  await timeToFirst(chatUrl, { message: MESSAGE }, 'event: delta');
  await sleep(ROUNDS > 20 ? ENCODER_WARM_MS : 0);
  for (let round = 0; round < ROUNDS + 10; round += 1) {
    // Alternate the two so machine noise falls on both alike; the first rounds only warm up.
    const a = await timeToFirst(chatUrl, { message: MESSAGE }, 'event: delta');
    const b = await timeToFirst(modelUrl, modelBody, '"content":"Free', { authorization: 'Bearer sk-bench' });
    if (round >= 10) {
      viaFrontdesk.push(a);
      direct.push(b);
    }
  }
  viaFrontdesk.sort((x, y) => x - y);
  direct.sort((x, y) => x - y);
  const fmt = (n: number) => n.toFixed(2).padStart(7);
  console.log(`chat-overhead (${ROUNDS} rounds of "${MESSAGE}", time to first token, model chunks ${CHUNK_DELAY_MS} ms apart)`);
  console.log(`                      p50 ms   p99 ms`);
  console.log(`straight from model  ${fmt(percentile(direct, 50))}  ${fmt(percentile(direct, 99))}`);
  console.log(`through Frontdesk    ${fmt(percentile(viaFrontdesk, 50))}  ${fmt(percentile(viaFrontdesk, 99))}`);
  console.log(
    `added by Frontdesk   ${fmt(percentile(viaFrontdesk, 50) - percentile(direct, 50))}  ${fmt(percentile(viaFrontdesk, 99) - percentile(direct, 99))}`,
  );
  console.log(`ratio p50 Frontdesk / direct: ${(percentile(viaFrontdesk, 50) / percentile(direct, 50)).toFixed(2)}`);
} finally {
  await frontdesk.stop();
  await model.stop();
}
