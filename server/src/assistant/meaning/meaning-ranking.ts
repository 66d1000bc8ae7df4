import type { KnowledgeEntry, RankedEntry } from '../builtin/knowledge-index';
import { compactVector, cosine, fuseRankings } from '../builtin/rank-fusion';
import { LRUCache } from 'lru-cache';
import type { SentenceEncoder } from './sentence-encoder';

// Entries are encoded two at a time (about 50 ms), so a visitor's question, which the encoder takes
// between batches, is not held past its budget by a knowledge base being encoded.
const ENTRIES_PER_BATCH = 2;
// After an encoding failed, companies' entries wait this long before they are tried again.
const RETRY_AFTER_FAILURE_MS = 60_000;
// An entry's text past this is not read: the first part of an entry says what it is about.
const MAX_ENTRY_CHARS = 2000;
// 512 dimensions at one byte, and the typed array's own header (its key's text is counted apart).
const BYTES_PER_VECTOR = 512 + 96;

/**
 * Whether the lexical ranking should be fused with the sentence encoder's. When the lexical top
 * entry covers the question (high confidence), fusing changed nothing on the tuning sets, so the
 * question is not encoded: the encoder's cost is paid only where the words did not find the answer.
 */
export function needsMeaning(lexical: RankedEntry[]): boolean {
  return lexical[0]?.confidence !== 'high';
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

/** An entry's text as the encoder reads it, which is also its vector's key in the store. */
const textOf = (entry: KnowledgeEntry): string => `${entry.title}. ${entry.content}`.slice(0, MAX_ENTRY_CHARS);

/**
 * The entries' vectors of every company, keyed by the text they encode, so an entry is encoded
 * once: a company's index rebuilt (its knowledge edited, its cache entry expired or evicted) finds
 * the vectors of its unchanged entries here. Bounded in bytes, least recently used dropped first.
 */
export class MeaningStore {
  private readonly vectors: LRUCache<string, Int8Array>;
  /** Texts being encoded, so two turns (or two companies) do not encode one text twice. */
  private readonly encoding = new Set<string>();
  private retryAt = Number.NEGATIVE_INFINITY;

  constructor(
    readonly encoder: SentenceEncoder,
    maxBytes: number,
  ) {
    this.vectors = new LRUCache({ maxSize: maxBytes, sizeCalculation: (_vector, text) => BYTES_PER_VECTOR + 2 * text.length });
  }

  /** The vectors of these texts (`textOf` entries) in their order, or null while some are encoded (started here, in the background). */
  vectorsOf(texts: string[]): Int8Array[] | null {
    const found = texts.map((text) => this.vectors.get(text));
    if (found.every((vector): vector is Int8Array => vector !== undefined)) return found;
    const missing = [...new Set(texts.filter((text, i) => found[i] === undefined && !this.encoding.has(text)))];
    if (missing.length > 0 && performance.now() >= this.retryAt && !this.encoder.unavailable) void this.encode(missing);
    return null;
  }

  private async encode(texts: string[]): Promise<void> {
    for (const text of texts) this.encoding.add(text);
    try {
      for (let start = 0; start < texts.length; start += ENTRIES_PER_BATCH) {
        const batch = texts.slice(start, start + ENTRIES_PER_BATCH);
        const vectors = await this.encoder.embed(batch, 'entries');
        batch.forEach((text, i) => {
          const vector = vectors[i];
          if (vector) this.vectors.set(text, compactVector(vector));
        });
      }
    } catch {
      // The encoder stopped or is unavailable: words alone rank until a later turn tries again.
      this.retryAt = performance.now() + RETRY_AFTER_FAILURE_MS;
    } finally {
      for (const text of texts) this.encoding.delete(text);
    }
  }
}

/**
 * One company's entries as the meaning store knows them. The vectors stay in the store, bounded
 * there: a company answered by the built-in responder never holds any, and its knowledge index
 * costs the knowledge cache what it did without the encoder.
 */
export class EntryMeanings {
  private texts: string[] | null = null;

  constructor(readonly entries: KnowledgeEntry[]) {}

  /** The vectors, in the entries' order, or null while they are encoded. */
  vectorsFrom(store: MeaningStore): Int8Array[] | null {
    this.texts ??= this.entries.map(textOf);
    return store.vectorsOf(this.texts);
  }
}
