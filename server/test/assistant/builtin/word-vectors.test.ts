import { describe, expect, it } from 'vitest';
import { cosine } from '../../../src/assistant/builtin/rank-fusion';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { meaningOf, readWordTable, WordMeanings } from '../../../src/assistant/builtin/word-vectors';

const similarity = (a: string, b: string): number => {
  const [left, right] = [meaningOf(a), meaningOf(b)];
  if (left === null || right === null) throw new Error(`no known word in "${a}" or "${b}"`);
  return cosine(left, right);
};

describe('word vectors', () => {
  it('are read from the file that ships with the code', () => {
    const vector = meaningOf('coffin');
    expect(vector).toBeInstanceOf(Int8Array);
    expect(vector).toHaveLength(50);
  });

  it('put a paraphrase nearer its topic than another topic', () => {
    expect(similarity('how do I make my roses last longer', 'Keeping your flowers fresh')).toBeGreaterThan(
      similarity('how do I make my roses last longer', 'Parking behind the building'),
    );
    expect(similarity('the least expensive coffin', 'a simple pine casket')).toBeGreaterThan(
      similarity('the least expensive coffin', 'free wifi in the lounge'),
    );
  });

  it('read chat shorthand as the word it stands for, and leave stop and filler words out', () => {
    expect(meaningOf('pics of ur work')).toEqual(meaningOf('photos of your work'));
    expect(meaningOf('I was just wondering, could you')).toBeNull();
    expect(meaningOf('zxqv blorptz')).toBeNull();
  });

  it('compare a question with each text in order, or say nothing of a question of no known word', () => {
    const texts = ['Parking behind the building', 'Keeping your flowers fresh', 'zxqv'];
    const meanings = new WordMeanings(texts.length, (i) => texts[i] ?? '');
    const similarities = meanings.similarities('my roses are wilting');
    expect(similarities).toHaveLength(3);
    expect(similarities?.[1]).toBeGreaterThan(similarities?.[0] ?? 1);
    expect(similarities?.[2]).toBe(0);
    expect(meanings.similarities('zxqv blorptz')).toBeNull();
    expect(meanings.approximateBytes).toBe(3 * 54);
  });

  it('refuse a damaged file, naming it and how to write it again', () => {
    const shipped = new URL('../../../src/assistant/builtin/word-vectors.bin', import.meta.url);
    expect(readWordTable(shipped).ranks.size).toBe(20_000);
    const damaged = path.join(mkdtempSync(path.join(tmpdir(), 'word-vectors-')), 'word-vectors.bin');
    writeFileSync(damaged, readFileSync(shipped).subarray(0, 5000));
    expect(() => readWordTable(pathToFileURL(damaged))).toThrow(/word-vectors\.bin is damaged \(its length\): write it again/);
  });
});
