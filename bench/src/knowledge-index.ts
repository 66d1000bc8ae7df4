// The built-in responder per company: time to answer a visitor and memory of the knowledge index,
// for a 500-entry knowledge base next to a typical 50-entry one (the baseline), same run; and the
// part of a decline that ranks its topics by meaning: the entries' vectors worked out on a
// company's first decline, then each question compared with them.
// Run with --expose-gc (the npm script does) so the memory figures are measured after collection.
import {
  buildKnowledgeIndex,
  type KnowledgeEntry,
  type KnowledgeIndex,
} from '../../server/src/assistant/builtin/knowledge-index';
import { RELATED_MIN_SIMILARITY, respondFromKnowledge } from '../../server/src/assistant/builtin/builtin-responder';
import type { BusinessFixture } from '../../server/test/assistant/builtin/fixtures/business-fixture';
import { evaluationSet } from '../../server/test/assistant/builtin/fixtures/evaluation-set';
import { heldOutSet2 } from '../../server/test/assistant/builtin/fixtures/held-out-2';
import { percentile } from './fixture';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const INDEXES_FOR_MEMORY = 20;
const BUSINESSES: BusinessFixture[] = [...evaluationSet, ...heldOutSet2];
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (npm run knowledge-index -w bench)');

/** `count` entries drawn from every business's knowledge, numbered where they repeat. */
function knowledgeOf(count: number): KnowledgeEntry[] {
  const all = BUSINESSES.flatMap((business) => business.entries);
  return Array.from({ length: count }, (_, i) => {
    const entry = all[i % all.length] as KnowledgeEntry;
    const round = Math.floor(i / all.length);
    return round === 0
      ? { ...entry, id: `e${i}` }
      : { id: `e${i}`, title: `${entry.title} (${round + 1})`, content: entry.content };
  });
}

const QUESTIONS = BUSINESSES.flatMap((business) => [
  ...business.inScope.map((inScope) => inScope.question),
  ...business.outOfScope,
  ...business.nearMiss,
]);

function measure(count: number) {
  const entries = knowledgeOf(count);
  const builds: number[] = [];
  let index: KnowledgeIndex = buildKnowledgeIndex(entries);
  for (let i = 0; i < 10; i += 1) {
    const started = performance.now();
    index = buildKnowledgeIndex(entries);
    builds.push(performance.now() - started);
  }
  const answers: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const question of QUESTIONS) {
      const started = performance.now();
      respondFromKnowledge(index, question, { companyName: 'Bench Company' });
      if (round > 0) answers.push(performance.now() - started);
    }
  }
  gc?.();
  const before = process.memoryUsage().heapUsed;
  const kept = Array.from({ length: INDEXES_FOR_MEMORY }, () => buildKnowledgeIndex(knowledgeOf(count)));
  gc?.();
  const bytes = (process.memoryUsage().heapUsed - before) / kept.length;
  builds.sort((a, b) => a - b);
  answers.sort((a, b) => a - b);
  const fresh = buildKnowledgeIndex(entries);
  const firstStarted = performance.now();
  fresh.nearInMeaning('warm up', RELATED_MIN_SIMILARITY);
  const firstDecline = performance.now() - firstStarted;
  const comparisons: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const question of QUESTIONS) {
      const started = performance.now();
      fresh.nearInMeaning(question, RELATED_MIN_SIMILARITY);
      if (round > 0) comparisons.push(performance.now() - started);
    }
  }
  comparisons.sort((a, b) => a - b);
  return { count, builds, answers, bytes, estimate: index.approximateBytes, firstDecline, comparisons };
}

const baseline = measure(50);
const large = measure(500);
const fmt = (ms: number) => ms.toFixed(3).padStart(8);
console.log(`knowledge-index (${QUESTIONS.length} visitor questions × ${ROUNDS - 1} rounds, built-in responder)`);
console.log('entries   answer p50   answer p99   build p50   index memory   estimate used by the cache');
for (const row of [baseline, large]) {
  console.log(
    `${String(row.count).padStart(7)}   ${fmt(percentile(row.answers, 50))} ms  ${fmt(percentile(row.answers, 99))} ms  ${fmt(percentile(row.builds, 50))} ms   ${(row.bytes / 1024).toFixed(0).padStart(7)} KB      ${(row.estimate / 1024).toFixed(0).padStart(7)} KB`,
  );
}
console.log('entries   vectors worked out (first decline)   meaning comparison p50   p99');
for (const row of [baseline, large]) {
  console.log(
    `${String(row.count).padStart(7)}   ${fmt(row.firstDecline)} ms                      ${fmt(percentile(row.comparisons, 50))} ms  ${fmt(percentile(row.comparisons, 99))} ms`,
  );
}
console.log(
  `ratio p99 answer 500 / 50 entries: ${(percentile(large.answers, 99) / percentile(baseline.answers, 99)).toFixed(2)}   (target: ≤ 2 ms p99 with 500 entries)`,
);
