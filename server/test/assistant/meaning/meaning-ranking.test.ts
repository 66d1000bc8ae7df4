import { describe, expect, it } from 'vitest';
import type { KnowledgeEntry, RankedEntry } from '../../../src/assistant/builtin/knowledge-index';
import { compactVector, cosine, fuseRankings } from '../../../src/assistant/builtin/rank-fusion';
import { needsMeaning } from '../../../src/assistant/meaning/meaning-ranking';

const entry = (id: string): KnowledgeEntry => ({ id, title: id, content: `About ${id}.` });
const [hours, prices, parking, pets] = ['hours', 'prices', 'parking', 'pets'].map(entry) as [
  KnowledgeEntry,
  KnowledgeEntry,
  KnowledgeEntry,
  KnowledgeEntry,
];
const ranked = (of: KnowledgeEntry, confidence: RankedEntry['confidence']): RankedEntry => ({
  entry: of,
  score: 1,
  coverage: confidence === 'high' ? 1 : 0.5,
  confidence,
});

describe('fusing the lexical ranking with the meaning ranking', () => {
  it('puts first the entry both rankings place high, and brings in one only the meaning finds', () => {
    const fused = fuseRankings([prices, hours], [hours, prices, parking, pets], [0.9, 0.1, 0.95, 0.2]);
    // hours: 2nd by words, 2nd by meaning; prices: 1st by words, 4th by meaning; parking: by meaning only.
    expect(fused.map((each) => each.id)).toEqual(['hours', 'prices', 'parking', 'pets']);
  });

  it('is the meaning ranking alone when no word matched', () => {
    expect(fuseRankings([], [hours, prices, parking], [0.1, 0.3, 0.2]).map((each) => each.id)).toEqual([
      'prices',
      'parking',
      'hours',
    ]);
  });

  it('asks for the meaning only when no entry covers the question', () => {
    expect(needsMeaning([])).toBe(true);
    expect(needsMeaning([ranked(hours, 'medium'), ranked(prices, 'high')])).toBe(true);
    expect(needsMeaning([ranked(hours, 'high'), ranked(prices, 'low')])).toBe(false);
  });
});

describe('vectors at 8 bits', () => {
  it('keep the cosine of the full vectors to within a hundredth', () => {
    const a = Float32Array.from({ length: 512 }, (_, i) => Math.sin(i * 0.37) * 0.05);
    const b = Float32Array.from({ length: 512 }, (_, i) => Math.sin(i * 0.37 + 0.8) * 0.04);
    let dot = 0;
    let aa = 0;
    let bb = 0;
    a.forEach((value, i) => {
      dot += value * (b[i] ?? 0);
      aa += value * value;
      bb += (b[i] ?? 0) ** 2;
    });
    const exact = dot / Math.sqrt(aa * bb);
    expect(Math.abs(cosine(compactVector(a), compactVector(b)) - exact)).toBeLessThan(0.01);
    expect(cosine(compactVector(a), compactVector(new Float32Array(512)))).toBe(0);
  });
});
