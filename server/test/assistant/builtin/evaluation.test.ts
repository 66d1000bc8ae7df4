import { describe, expect, it } from 'vitest';
import { buildKnowledgeIndex } from '../../../src/assistant/builtin/knowledge-index';
import { declineReply } from '../../../src/assistant/builtin/builtin-replies';
import { respondFromKnowledge } from '../../../src/assistant/builtin/builtin-responder';
import { evaluateBusiness, formatScoreTable, type BusinessScore, type ScoreRow } from './responder-evaluation';
import { factsOf, type BusinessFixture } from './fixtures/business-fixture';
import { evaluationSet } from './fixtures/evaluation-set';
import { heldOutSet2 } from './fixtures/held-out-2';
import { heldOutSet3 } from './fixtures/held-out-3';
import { heldOutSet4 } from './fixtures/held-out-4';
import { heldOutSet5 } from './fixtures/held-out-5';
import { heldOutSet6 } from './fixtures/held-out-6';
import { heldOutSet7 } from './fixtures/held-out-7';
import { heldOutSet8 } from './fixtures/held-out-8';
import { heldOutSet9 } from './fixtures/held-out-9';
import { heldOutSet10 } from './fixtures/held-out-10';
import { heldOutSet11 } from './fixtures/held-out-11';
import { heldOutSet12 } from './fixtures/held-out-12';
import { heldOutSet13 } from './fixtures/held-out-13';
import { heldOutSet14 } from './fixtures/held-out-14';
import { heldOutSet15 } from './fixtures/held-out-15';
import { heldOutSet16 } from './fixtures/held-out-16';
import { heldOutSet17 } from './fixtures/held-out-17';
import { heldOutSet18 } from './fixtures/held-out-18';
import { heldOutSet19 } from './fixtures/held-out-19';
import { heldOutSet20 } from './fixtures/held-out-20';
import { heldOutSet21 } from './fixtures/held-out-21';
import { heldOutSet22 } from './fixtures/held-out-22';
import { heldOutSet23 } from './fixtures/held-out-23';
import { heldOutSet24 } from './fixtures/held-out-24';
import { heldOutSet25 } from './fixtures/held-out-25';
import { heldOutSet26 } from './fixtures/held-out-26';
import { heldOutSet27 } from './fixtures/held-out-27';
import { heldOutSet28 } from './fixtures/held-out-28';
import { heldOutSet29 } from './fixtures/held-out-29';

const MIN_RIGHT_ANSWERS = 0.9;
const MIN_HONEST_DECLINES = 0.95;
// Declining honestly must carry over to businesses the thresholds were not tuned on; accuracy does
// not (see the report printed below), so it is asserted on the tuned businesses only.
const MIN_HELD_OUT_HONEST_DECLINES = 0.9;
// A model is handed the top four entries (assistant.service.ts); the answer must be among them.
const MODEL_ENTRIES = 4;
const MIN_RECALL = 0.95;
// A decline names the topics near the question, by its words and its meaning; for most in-scope
// questions the responder could not answer, the entry holding the answer is one of them, one tap
// away (24 of 34 by the words alone, 28 with meaning).
const MIN_TOPIC_OFFERED = 0.8;

function sum(label: string, scores: BusinessScore[]): ScoreRow {
  return scores.reduce<ScoreRow>(
    (total, score) => ({
      label,
      answered: total.answered + score.answered,
      inScope: total.inScope + score.inScope,
      declined: total.declined + score.declined,
      toDecline: total.toDecline + score.toDecline,
      inScopeDeclined: total.inScopeDeclined + score.inScopeDeclined,
      topicOffered: total.topicOffered + score.topicOffered,
    }),
    { label, answered: 0, inScope: 0, declined: 0, toDecline: 0, inScopeDeclined: 0, topicOffered: 0 },
  );
}

/** Enough realistic cases, and every expected fact really in one of the business's entries. */
function expectRealisticCases(business: BusinessFixture, minNearMisses: number): void {
  expect(business.entries.length).toBeGreaterThanOrEqual(12);
  expect(business.inScope.length).toBeGreaterThanOrEqual(12);
  expect(business.outOfScope.length).toBeGreaterThanOrEqual(8);
  expect(business.nearMiss.length).toBeGreaterThanOrEqual(minNearMisses);
  for (const fact of business.inScope.flatMap(factsOf)) {
    expect(
      business.entries.some((entry) => entry.content.toLowerCase().includes(fact.toLowerCase())),
      fact,
    ).toBe(true);
  }
}

/**
 * How many in-scope questions have every expected fact among the four entries the words rank
 * first: what a model is handed with SENTENCE_ENCODER=off, or when the words settle the question.
 * With meaning fused in (the default), `npm run meaning-ranking -w bench` measures it: loading the
 * encoder and encoding every set takes the best part of a minute.
 */
function recallOf(set: BusinessFixture[]): { found: number; asked: number } {
  let found = 0;
  let asked = 0;
  for (const business of set) {
    const index = buildKnowledgeIndex(business.entries);
    for (const inScope of business.inScope) {
      asked += 1;
      const top = index.search(inScope.question, MODEL_ENTRIES);
      const holds = (fact: string) => top.some((ranked) => ranked.entry.content.toLowerCase().includes(fact.toLowerCase()));
      if (factsOf(inScope).every(holds)) found += 1;
    }
  }
  return { found, asked };
}

describe('the evaluation fixtures', () => {
  it.each(evaluationSet.map((business) => [business.companyName, business] as const))(
    '%s has enough realistic cases, and every expected fact is in an entry',
    (_name, business) => expectRealisticCases(business, 6),
  );

  it.each(
    [
      ...heldOutSet2.map((business) => ['2', business] as const),
      ...heldOutSet3.map((business) => ['3', business] as const),
      ...heldOutSet4.map((business) => ['4', business] as const),
      ...heldOutSet5.map((business) => ['5', business] as const),
      ...heldOutSet6.map((business) => ['6', business] as const),
      ...heldOutSet7.map((business) => ['7', business] as const),
      ...heldOutSet8.map((business) => ['8', business] as const),
      ...heldOutSet9.map((business) => ['9', business] as const),
      ...heldOutSet10.map((business) => ['10', business] as const),
      ...heldOutSet11.map((business) => ['11', business] as const),
      ...heldOutSet12.map((business) => ['12', business] as const),
      ...heldOutSet13.map((business) => ['13', business] as const),
      ...heldOutSet14.map((business) => ['14', business] as const),
      ...heldOutSet15.map((business) => ['15', business] as const),
      ...heldOutSet16.map((business) => ['16', business] as const),
      ...heldOutSet17.map((business) => ['17', business] as const),
      ...heldOutSet18.map((business) => ['18', business] as const),
      ...heldOutSet19.map((business) => ['19', business] as const),
      ...heldOutSet20.map((business) => ['20', business] as const),
      ...heldOutSet21.map((business) => ['21', business] as const),
      ...heldOutSet22.map((business) => ['22', business] as const),
      ...heldOutSet23.map((business) => ['23', business] as const),
      ...heldOutSet24.map((business) => ['24', business] as const),
      ...heldOutSet25.map((business) => ['25', business] as const),
      ...heldOutSet26.map((business) => ['26', business] as const),
      ...heldOutSet27.map((business) => ['27', business] as const),
      ...heldOutSet28.map((business) => ['28', business] as const),
      ...heldOutSet29.map((business) => ['29', business] as const),
    ].map(([set, business]) => [set, business.companyName, business] as const),
  )('held-out set %s: %s has realistic cases, every expected fact in an entry', (_set, _name, business) => {
    expect(business.heldOut).toBe(true);
    expectRealisticCases(business, 8);
  });

  it('includes a held-out business', () => {
    expect(evaluationSet.some((business) => business.heldOut)).toBe(true);
  });
});

/**
 * The held-out sets: businesses written by someone who had not seen the responder's code, each
 * committed before any tuning. Set 2 (fixtures/held-out-2) was written on 2026-11-25; set 3
 * (fixtures/held-out-3) the same day, before any change made while looking at set 2's misses; sets 4,
 * 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28 and 29 likewise, each before tuning on the one before it. Only the newest is unseen (set 27's
 * questions were printed once by mistake when it was first measured, so set 28 was written before
 * any tuning on it, and sets 27 and 28 were tuned on only once set 29 was written). They are measured and reported; their runs are in docs/decisions/011-assistant-evaluation.md.
 */
describe.each([
  ['2', heldOutSet2],
  ['3', heldOutSet3],
  ['4', heldOutSet4],
  ['5', heldOutSet5],
  ['6', heldOutSet6],
  ['7', heldOutSet7],
  ['8', heldOutSet8],
  ['9', heldOutSet9],
  ['10', heldOutSet10],
  ['11', heldOutSet11],
  ['12', heldOutSet12],
  ['13', heldOutSet13],
  ['14', heldOutSet14],
  ['15', heldOutSet15],
  ['16', heldOutSet16],
  ['17', heldOutSet17],
  ['18', heldOutSet18],
  ['19', heldOutSet19],
  ['20', heldOutSet20],
  ['21', heldOutSet21],
  ['22', heldOutSet22],
  ['23', heldOutSet23],
  ['24', heldOutSet24],
  ['25', heldOutSet25],
  ['26', heldOutSet26],
  ['27', heldOutSet27],
  ['28', heldOutSet28],
  ['29', heldOutSet29],
] as const)('built-in responder on held-out set %s', (set, heldOut) => {
  const scores = heldOut.map(evaluateBusiness);

  it('reports right answers and honest declines per business, and the recall of the four entries a model is handed', () => {
    const { found, asked } = recallOf(heldOut);
    const table = formatScoreTable([
      ...scores.map((score) => ({ label: score.companyName, ...score })),
      sum(`held-out set ${set} total`, scores),
    ]);
    console.log(`Held-out set ${set}\n${table}\nrecall@${MODEL_ENTRIES} by words: ${found}/${asked}`);
    expect(asked).toBeGreaterThanOrEqual(72);
  });
});

describe('built-in responder on the evaluation set', () => {
  const scores = evaluationSet.map(evaluateBusiness);
  const tuned = scores.filter((score) => !score.heldOut);
  const heldOut = scores.filter((score) => score.heldOut);
  const total = sum('TOTAL (all businesses)', scores);

  it('reports accuracy and honest declines per business, for the tuned set, the held-out set and overall', () => {
    const table = formatScoreTable([
      ...tuned.map((score) => ({ label: score.companyName, ...score })),
      sum('tuned set total', tuned),
      ...heldOut.map((score) => ({ label: `${score.companyName} (held out)`, ...score })),
      sum('held-out total', heldOut),
      total,
    ]);
    const failures = scores.flatMap((score) =>
      score.failures.map(
        (failure) =>
          `- [${score.companyName}] "${failure.question}" expected ${failure.expected}, got ${failure.reply.kind}` +
          (failure.reply.entryIds.length > 0 ? ` (${failure.reply.entryIds.join(', ')})` : ''),
      ),
    );
    console.log(`Built-in responder evaluation\n${table}\n\nMisses:\n${failures.join('\n') || '(none)'}`);
    expect(total.inScope).toBeGreaterThan(0);
  });

  it(`answers at least ${MIN_RIGHT_ANSWERS * 100}% of the tuned businesses' in-scope questions with the right fact`, () => {
    const tunedTotal = sum('tuned', tuned);
    expect(tunedTotal.answered / tunedTotal.inScope).toBeGreaterThanOrEqual(MIN_RIGHT_ANSWERS);
  });

  it(`honestly declines at least ${MIN_HONEST_DECLINES * 100}% of all out-of-scope and near-miss questions`, () => {
    expect(total.declined / total.toDecline).toBeGreaterThanOrEqual(MIN_HONEST_DECLINES);
  });

  it(`honestly declines at least ${MIN_HELD_OUT_HONEST_DECLINES * 100}% of the held-out businesses' questions`, () => {
    const heldOutTotal = sum('held out', heldOut);
    expect(heldOutTotal.declined / heldOutTotal.toDecline).toBeGreaterThanOrEqual(MIN_HELD_OUT_HONEST_DECLINES);
  });

  it(`offers the entry holding the answer as a topic for at least ${MIN_TOPIC_OFFERED * 100}% of the in-scope questions it declines`, () => {
    expect(total.inScopeDeclined).toBeGreaterThan(0);
    expect(total.topicOffered / total.inScopeDeclined).toBeGreaterThanOrEqual(MIN_TOPIC_OFFERED);
  });

  it(`ranks the entry holding the fact within the top ${MODEL_ENTRIES} search results`, () => {
    const { found, asked } = recallOf(evaluationSet);
    console.log(`search recall@${MODEL_ENTRIES} by words: ${found}/${asked}`);
    expect(found / asked).toBeGreaterThanOrEqual(MIN_RECALL);
  });
});

describe('a topic offered after a decline', () => {
  const everyBusiness = [...evaluationSet, ...heldOutSet2, ...heldOutSet3, ...heldOutSet4, ...heldOutSet5];

  it.each(everyBusiness.map((business) => [business.companyName, business] as const))(
    '%s: every title a decline may offer answers with its own entry when tapped',
    (_name, business) => {
      const index = buildKnowledgeIndex(business.entries);
      // A tap follows a decline, which offered to take the visitor's details.
      const history = [
        { role: 'user' as const, content: 'something it cannot answer' },
        { role: 'assistant' as const, content: declineReply(business.companyName, null) },
      ];
      const offerable = business.entries.filter((entry) => index.titled(entry.title) === entry);
      expect(offerable.length).toBeGreaterThan(0);
      for (const entry of offerable) {
        const reply = respondFromKnowledge(index, entry.title, { companyName: business.companyName, history });
        expect(reply.entryIds, entry.title).toEqual([entry.id]);
      }
    },
  );
});
