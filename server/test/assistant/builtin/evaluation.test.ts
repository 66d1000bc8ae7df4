import { describe, expect, it } from 'vitest';
import { buildKnowledgeIndex } from '../../../src/assistant/builtin/knowledge-index';
import { evaluateBusiness, formatScoreTable, type BusinessScore } from './responder-evaluation';
import { factsOf, type BusinessFixture } from './fixtures/business-fixture';
import { dentalClinic } from './fixtures/dental-clinic.fixture';
import { realEstateAgency } from './fixtures/real-estate-agency.fixture';
import { restaurant } from './fixtures/restaurant.fixture';
import { hairSalon } from './fixtures/hair-salon.fixture';
import { gym } from './fixtures/gym.fixture';
import { plumbing } from './fixtures/plumbing.fixture';
import { hotel } from './fixtures/hotel.fixture';
import { veterinaryClinic } from './fixtures/veterinary-clinic.fixture';
import { autoRepair } from './fixtures/auto-repair.fixture';
import { physiotherapy } from './fixtures/physiotherapy.fixture';
import { selfStorage } from './fixtures/self-storage.fixture';
import { bakeryCafe } from './fixtures/bakery-cafe.fixture';
import { drivingSchool } from './fixtures/driving-school.fixture';
import { florist } from './fixtures/florist.fixture';

const businesses: BusinessFixture[] = [
  dentalClinic,
  realEstateAgency,
  restaurant,
  hairSalon,
  gym,
  plumbing,
  hotel,
  veterinaryClinic,
  autoRepair,
  physiotherapy,
  selfStorage,
  bakeryCafe,
  drivingSchool,
  florist,
];

const MIN_RIGHT_ANSWERS = 0.9;
const MIN_HONEST_DECLINES = 0.95;
// Declining honestly must carry over to businesses the thresholds were not tuned on; accuracy does
// not (see the report printed below), so it is asserted on the tuned businesses only.
const MIN_HELD_OUT_HONEST_DECLINES = 0.9;
// The OpenAI provider puts the top three entries in its prompt; the answer must be among them.
const MIN_RECALL_AT_3 = 0.95;

type Row = { label: string; answered: number; inScope: number; declined: number; toDecline: number };

function sum(label: string, scores: BusinessScore[]): Row {
  return scores.reduce<Row>(
    (total, score) => ({
      label,
      answered: total.answered + score.answered,
      inScope: total.inScope + score.inScope,
      declined: total.declined + score.declined,
      toDecline: total.toDecline + score.toDecline,
    }),
    { label, answered: 0, inScope: 0, declined: 0, toDecline: 0 },
  );
}

describe('the evaluation fixtures', () => {
  it.each(businesses.map((business) => [business.companyName, business] as const))(
    '%s has enough realistic cases, and every expected fact is in an entry',
    (_name, business) => {
      expect(business.entries.length).toBeGreaterThanOrEqual(12);
      expect(business.inScope.length).toBeGreaterThanOrEqual(12);
      expect(business.outOfScope.length).toBeGreaterThanOrEqual(8);
      expect(business.nearMiss.length).toBeGreaterThanOrEqual(6);
      for (const fact of business.inScope.flatMap(factsOf)) {
        expect(
          business.entries.some((entry) => entry.content.includes(fact)),
          fact,
        ).toBe(true);
      }
    },
  );

  it('includes a held-out business', () => {
    expect(businesses.some((business) => business.heldOut)).toBe(true);
  });
});

describe('built-in responder on the evaluation set', () => {
  const scores = businesses.map(evaluateBusiness);
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

  it('ranks the entry holding the fact within the top three search results', () => {
    let found = 0;
    let asked = 0;
    for (const business of businesses) {
      const index = buildKnowledgeIndex(business.entries);
      for (const inScope of business.inScope) {
        asked += 1;
        const top = index.search(inScope.question, 3);
        if (factsOf(inScope).every((fact) => top.some((ranked) => ranked.entry.content.includes(fact)))) found += 1;
      }
    }
    console.log(`search recall@3: ${found}/${asked}`);
    expect(found / asked).toBeGreaterThanOrEqual(MIN_RECALL_AT_3);
  });
});
