// The entries a model is handed, ranked by words alone (the baseline) and by words and meaning
// (what the product does: assistant.service.ts), on every evaluation set in the same run; then the
// sentence encoder's price: a question's time, a knowledge base's time and the process's memory.
import pino from 'pino';
import { buildKnowledgeIndex } from '../../server/src/assistant/builtin/knowledge-index';
import { compactVector } from '../../server/src/assistant/builtin/rank-fusion';
import { fuseByMeaning, needsMeaning } from '../../server/src/assistant/meaning/meaning-ranking';
import { SentenceEncoder } from '../../server/src/assistant/meaning/sentence-encoder';
import { factsOf, type BusinessFixture } from '../../server/test/assistant/builtin/fixtures/business-fixture';
import { evaluationSet } from '../../server/test/assistant/builtin/fixtures/evaluation-set';
import { heldOutSet2 } from '../../server/test/assistant/builtin/fixtures/held-out-2';
import { heldOutSet3 } from '../../server/test/assistant/builtin/fixtures/held-out-3';
import { heldOutSet4 } from '../../server/test/assistant/builtin/fixtures/held-out-4';
import { heldOutSet5 } from '../../server/test/assistant/builtin/fixtures/held-out-5';
import { heldOutSet6 } from '../../server/test/assistant/builtin/fixtures/held-out-6';
import { heldOutSet7 } from '../../server/test/assistant/builtin/fixtures/held-out-7';
import { heldOutSet8 } from '../../server/test/assistant/builtin/fixtures/held-out-8';
import { heldOutSet9 } from '../../server/test/assistant/builtin/fixtures/held-out-9';
import { heldOutSet10 } from '../../server/test/assistant/builtin/fixtures/held-out-10';
import { heldOutSet11 } from '../../server/test/assistant/builtin/fixtures/held-out-11';
import { heldOutSet12 } from '../../server/test/assistant/builtin/fixtures/held-out-12';
import { heldOutSet13 } from '../../server/test/assistant/builtin/fixtures/held-out-13';
import { heldOutSet14 } from '../../server/test/assistant/builtin/fixtures/held-out-14';
import { heldOutSet15 } from '../../server/test/assistant/builtin/fixtures/held-out-15';
import { heldOutSet16 } from '../../server/test/assistant/builtin/fixtures/held-out-16';
import { heldOutSet17 } from '../../server/test/assistant/builtin/fixtures/held-out-17';
import { heldOutSet18 } from '../../server/test/assistant/builtin/fixtures/held-out-18';
import { heldOutSet19 } from '../../server/test/assistant/builtin/fixtures/held-out-19';
import { heldOutSet20 } from '../../server/test/assistant/builtin/fixtures/held-out-20';
import { heldOutSet21 } from '../../server/test/assistant/builtin/fixtures/held-out-21';
import { heldOutSet22 } from '../../server/test/assistant/builtin/fixtures/held-out-22';
import { heldOutSet23 } from '../../server/test/assistant/builtin/fixtures/held-out-23';
import { heldOutSet24 } from '../../server/test/assistant/builtin/fixtures/held-out-24';
import { heldOutSet25 } from '../../server/test/assistant/builtin/fixtures/held-out-25';
import { heldOutSet26 } from '../../server/test/assistant/builtin/fixtures/held-out-26';
import { heldOutSet27 } from '../../server/test/assistant/builtin/fixtures/held-out-27';
import { heldOutSet28 } from '../../server/test/assistant/builtin/fixtures/held-out-28';
import { heldOutSet29 } from '../../server/test/assistant/builtin/fixtures/held-out-29';
import { percentile } from './fixture';

// As in the product: the four entries a model is handed, fused with the words' ten best.
const HANDED = 4;
const LEXICAL_CANDIDATES = 10;
// The smoke run in the test suite reads one business of one set.
const BUSINESSES_PER_SET = Number(process.env.BENCH_BUSINESSES ?? Number.POSITIVE_INFINITY);
const ONLY_SET = process.env.BENCH_SET ?? '';
const ALL_SETS: [string, BusinessFixture[]][] = [
  ['tuned + set 1', evaluationSet],
  ['set 2', heldOutSet2],
  ['set 3', heldOutSet3],
  ['set 4', heldOutSet4],
  ['set 5', heldOutSet5],
  ['set 6', heldOutSet6],
  ['set 7', heldOutSet7],
  ['set 8', heldOutSet8],
  ['set 9', heldOutSet9],
  ['set 10', heldOutSet10],
  ['set 11', heldOutSet11],
  ['set 12', heldOutSet12],
  ['set 13', heldOutSet13],
  ['set 14', heldOutSet14],
  ['set 15', heldOutSet15],
  ['set 16', heldOutSet16],
  ['set 17', heldOutSet17],
  ['set 18', heldOutSet18],
  ['set 19', heldOutSet19],
  ['set 20', heldOutSet20],
  ['set 21', heldOutSet21],
  ['set 22', heldOutSet22],
  ['set 23', heldOutSet23],
  ['set 24', heldOutSet24],
  ['set 25', heldOutSet25],
  ['set 26', heldOutSet26],
  ['set 27', heldOutSet27],
  ['set 28', heldOutSet28],
  ['set 29 (unseen)', heldOutSet29],
];
const SETS = ALL_SETS.filter(([label]) => label.startsWith(ONLY_SET));

const megabytes = () => Math.round(process.memoryUsage().rss / 1024 / 1024);
const rssBefore = megabytes();
const encoder = new SentenceEncoder({ idleMs: 60_000, logger: pino({ level: 'silent' }) });
const loadStarted = performance.now();
await encoder.embed(['warm up'], 'question');
const loadMs = performance.now() - loadStarted;
const rssLoaded = megabytes();

const questionMs: number[] = [];
let entriesMs = 0;
let entriesEncoded = 0;
console.log('right entries among the four a model is handed');
console.log('set                 words alone       words and meaning     meaning asked for');
for (const [label, set] of SETS) {
  let asked = 0;
  let byWords = 0;
  let byMeaning = 0;
  let encoded = 0;
  for (const business of set.slice(0, BUSINESSES_PER_SET)) {
    const index = buildKnowledgeIndex(business.entries);
    const started = performance.now();
    const vectors = (
      await encoder.embed(
        business.entries.map((entry) => `${entry.title}. ${entry.content}`),
        'entries',
      )
    ).map(compactVector);
    entriesMs += performance.now() - started;
    entriesEncoded += business.entries.length;
    for (const inScope of business.inScope) {
      asked += 1;
      const holds = (handed: { content: string }[]) =>
        factsOf(inScope).every((fact) => handed.some((entry) => entry.content.toLowerCase().includes(fact.toLowerCase())));
      const lexical = index.search(inScope.question, LEXICAL_CANDIDATES);
      const words = lexical.slice(0, HANDED).map((ranked) => ranked.entry);
      if (holds(words)) byWords += 1;
      if (!needsMeaning(lexical)) {
        if (holds(words)) byMeaning += 1;
        continue;
      }
      encoded += 1;
      const questionStarted = performance.now();
      const [question] = await encoder.embed([inScope.question], 'question');
      questionMs.push(performance.now() - questionStarted);
      if (!question) throw new Error('the encoder returned no vector');
      if (holds(fuseByMeaning(lexical, business.entries, vectors, compactVector(question)).slice(0, HANDED))) byMeaning += 1;
    }
  }
  const share = (found: number) => `${found}/${asked} (${((100 * found) / asked).toFixed(1)} %)`;
  console.log(`${label.padEnd(20)}${share(byWords).padEnd(18)}${share(byMeaning).padEnd(22)}${encoded}/${asked}`);
}
await encoder.close();

questionMs.sort((a, b) => a - b);
console.log(
  `\nencoder loaded in ${loadMs.toFixed(0)} ms; RSS ${rssBefore} MB before, ${rssLoaded} MB loaded, ${megabytes()} MB after the run`,
);
console.log(`entries: ${(entriesMs / Math.max(1, entriesEncoded)).toFixed(1)} ms each (${entriesEncoded} encoded in batches)`);
console.log(
  `question: p50 ${percentile(questionMs, 50).toFixed(1)} ms, p99 ${percentile(questionMs, 99).toFixed(1)} ms (${questionMs.length} questions)`,
);
