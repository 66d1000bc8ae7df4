import type { KnowledgeEntry } from './knowledge-index';

// Reciprocal rank fusion's textbook constant: each ranking adds 1 / (60 + rank). Nothing was
// tuned (docs/decisions/011-assistant-evaluation.md).
const RRF_K = 60;

/** A vector at 8 bits a dimension; cosine ignores a vector's length, so its scale is not kept. */
export function compactVector(vector: Float32Array): Int8Array {
  let largest = 0;
  for (const value of vector) largest = Math.max(largest, Math.abs(value));
  const scale = largest > 0 ? 127 / largest : 0;
  return Int8Array.from(vector, (value) => Math.round(value * scale));
}

export function cosine(a: Int8Array, b: Int8Array): number {
  let dot = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] as number;
    const y = b[i] as number;
    dot += x * y;
    aa += x * x;
    bb += y * y;
  }
  return aa > 0 && bb > 0 ? dot / Math.sqrt(aa * bb) : 0;
}

/**
 * The entries ranked by both rankings (reciprocal rank fusion): the lexical ranking (best first,
 * possibly of only some entries) and the question's similarity to every entry.
 */
export function fuseRankings(lexical: KnowledgeEntry[], entries: KnowledgeEntry[], similarities: number[]): KnowledgeEntry[] {
  const fused = new Map<KnowledgeEntry, number>();
  lexical.forEach((entry, rank) => fused.set(entry, 1 / (RRF_K + rank + 1)));
  entries
    .map((entry, i) => ({ entry, similarity: similarities[i] ?? 0 }))
    .sort((a, b) => b.similarity - a.similarity)
    .forEach(({ entry }, rank) => fused.set(entry, (fused.get(entry) ?? 0) + 1 / (RRF_K + rank + 1)));
  return [...fused.entries()].sort((a, b) => b[1] - a[1]).map(([entry]) => entry);
}
