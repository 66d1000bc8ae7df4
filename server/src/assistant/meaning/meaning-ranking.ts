import type { KnowledgeEntry, RankedEntry } from '../builtin/knowledge-index';
import type { SentenceEncoder } from './sentence-encoder';

// Reciprocal rank fusion's textbook constant: each ranking adds 1 / (60 + rank). Nothing was
// tuned (docs/decisions/011-assistant-evaluation.md).
const RRF_K = 60;
// Entries are encoded a few at a time, so a visitor's question never waits behind a whole
// knowledge base (the encoder takes questions first, between batches).
const ENTRIES_PER_BATCH = 8;
// An entry's text past this is not read: the first part of an entry says what it is about.
const MAX_ENTRY_CHARS = 2000;
// 512 dimensions at one byte, and the typed array's own header.
const BYTES_PER_VECTOR = 512 + 96;

/**
 * Whether the lexical ranking should be fused with the sentence encoder's. When the lexical top
 * entry covers the question (high confidence), fusing changed nothing on the tuning sets, so the
 * question is not encoded: the encoder's cost is paid only where the words did not find the answer.
 */
export function needsMeaning(lexical: RankedEntry[]): boolean {
  return lexical[0]?.confidence !== 'high';
}

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

/** The lexical ranking fused with the entries' similarity to the question's vector. */
export function fuseByMeaning(
  lexical: RankedEntry[],
  entries: KnowledgeEntry[],
  vectors: Int8Array[],
  question: Int8Array,
): KnowledgeEntry[] {
  return fuseRankings(
    lexical.map((ranked) => ranked.entry),
    entries,
    vectors.map((vector) => cosine(question, vector)),
  );
}

/**
 * The meaning vectors of one company's entries, kept with its knowledge index and dropped with it
 * when the knowledge changes. They are computed in the background on the first turn that needs
 * them; until then the lexical ranking alone is used.
 */
export class EntryMeanings {
  private vectors: Int8Array[] | null = null;
  private computing = false;

  constructor(readonly entries: KnowledgeEntry[]) {}

  get approximateBytes(): number {
    return this.entries.length * BYTES_PER_VECTOR;
  }

  /** The vectors, in the entries' order, or null while they are computed (the first call starts it). */
  vectorsFrom(encoder: SentenceEncoder): Int8Array[] | null {
    if (this.vectors || this.entries.length === 0) return this.vectors ?? [];
    if (!this.computing) {
      this.computing = true;
      this.compute(encoder).finally(() => {
        this.computing = false;
      });
    }
    return null;
  }

  private async compute(encoder: SentenceEncoder): Promise<void> {
    const texts = this.entries.map((entry) => `${entry.title}. ${entry.content}`.slice(0, MAX_ENTRY_CHARS));
    const vectors: Int8Array[] = [];
    try {
      for (let start = 0; start < texts.length; start += ENTRIES_PER_BATCH) {
        const batch = await encoder.embed(texts.slice(start, start + ENTRIES_PER_BATCH), 'entries');
        vectors.push(...batch.map(compactVector));
      }
      this.vectors = vectors;
    } catch {
      // The encoder stopped or is unavailable: a later turn tries again; until then words alone rank.
    }
  }
}
