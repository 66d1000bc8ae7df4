import { createHash, randomUUID } from 'node:crypto';
import {
  AB_TEXTS,
  MIN_VISITORS_PER_VARIANT,
  SIGNIFICANCE_LEVEL,
  type AbTest,
  type AbVariant,
  type CreateAbTestInput,
} from '@frontdesk/contracts/experiments';
import { percentOf } from '@frontdesk/contracts/analytics';
import type { DatabaseHandle } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { withTenant } from '../../db/tenant';
import type { Clock } from '../../platform/clock';
import { conflict, notFound } from '../../platform/errors';
import type { BrandingService } from '../branding/branding.service';
import { ExperimentsRepo, type AbTestRow, type VariantCounts } from './experiments.repo';
import { twoProportionPValue } from './significance';

/** The variant a visitor sees in a test: a hash of both ids, so it never changes and needs no lookup to decide. */
export function variantOf(testId: string, visitorId: string): AbVariant {
  const firstByte = createHash('sha256').update(`${testId}:${visitorId}`).digest()[0] ?? 0;
  return firstByte % 2 === 0 ? 'A' : 'B';
}

/**
 * A/B tests of the chat's welcome message: visitors are split between two messages, their
 * conversions (contact details left, appointment booked) counted per variant, and a winner named
 * only when the difference is significant.
 */
export class ExperimentsService {
  constructor(
    private readonly deps: {
      database: DatabaseHandle;
      clock: Clock;
      branding: Pick<BrandingService, 'setWelcomeMessage'>;
    },
  ) {}

  private run<T>(companyId: string, work: (repo: ExperimentsRepo) => Promise<T>): Promise<T> {
    return withTenant(this.deps.database, companyId, (db) => work(new ExperimentsRepo(db, companyId)));
  }

  async list(companyId: string): Promise<AbTest[]> {
    const [tests, counts] = await this.run(companyId, async (repo) => [await repo.list(), await repo.counts()] as const);
    return tests.map((test) => view(test, counts));
  }

  async start(companyId: string, input: CreateAbTestInput): Promise<AbTest> {
    const id = randomUUID();
    try {
      await this.run(companyId, (repo) =>
        repo.insert({
          id,
          name: input.name,
          variantA: input.variant_a,
          variantB: input.variant_b,
          status: 'running',
          startedAt: this.deps.clock.now(),
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(AB_TEXTS.alreadyRunning);
      throw error;
    }
    return this.get(companyId, id);
  }

  /** Stops a running test; with `keepWinner`, its significant winner becomes the welcome message. */
  async stop(companyId: string, id: string, keepWinner: boolean): Promise<{ test: AbTest; kept: AbVariant | null }> {
    const test = await this.get(companyId, id);
    if (test.status !== 'running') throw conflict(AB_TEXTS.notRunning);
    if (keepWinner && !test.winner) throw conflict(AB_TEXTS.noWinner);
    const kept = keepWinner ? test.winner : null;
    const stopped = await this.run(companyId, (repo) => repo.stop(id, kept, this.deps.clock.now()));
    if (!stopped) throw conflict(AB_TEXTS.notRunning);
    const keptVariant = kept ? test.variants.find((variant) => variant.variant === kept) : undefined;
    if (keptVariant) await this.deps.branding.setWelcomeMessage(companyId, keptVariant.welcome_message);
    return { test: await this.get(companyId, id), kept };
  }

  /** The welcome message a visitor is shown while a test runs (assigning them to it), or null. */
  async welcomeFor(companyId: string, visitorId: string): Promise<string | null> {
    return this.run(companyId, async (repo) => {
      const test = await repo.running();
      if (!test) return null;
      const variant = await repo.assign(test.id, visitorId, variantOf(test.id, visitorId), this.deps.clock.now());
      return variant === 'A' ? test.variantA : test.variantB;
    });
  }

  /** A visitor converted: counted for the running test, when they were shown one of its messages. */
  async recordConversion(companyId: string, visitorId: string): Promise<void> {
    await this.run(companyId, async (repo) => {
      const test = await repo.running();
      if (test) await repo.convert(test.id, visitorId, this.deps.clock.now());
    });
  }

  private async get(companyId: string, id: string): Promise<AbTest> {
    const [test, counts] = await this.run(companyId, async (repo) => [await repo.find(id), await repo.counts()] as const);
    if (!test) throw notFound(AB_TEXTS.notFound);
    return view(test, counts);
  }
}

function view(test: AbTestRow, counts: VariantCounts[]): AbTest {
  const sample = (variant: AbVariant) => {
    const row = counts.find((count) => count.test_id === test.id && count.variant === variant);
    return { visitors: row?.visitors ?? 0, conversions: row?.conversions ?? 0 };
  };
  const a = sample('A');
  const b = sample('B');
  const pValue = twoProportionPValue(a, b);
  const significant =
    pValue !== null &&
    pValue < SIGNIFICANCE_LEVEL &&
    a.visitors >= MIN_VISITORS_PER_VARIANT &&
    b.visitors >= MIN_VISITORS_PER_VARIANT;
  const rateA = a.conversions / Math.max(1, a.visitors);
  const rateB = b.conversions / Math.max(1, b.visitors);
  return {
    id: test.id,
    name: test.name,
    status: test.status,
    kept: test.kept,
    started_at: test.startedAt.toISOString(),
    stopped_at: test.stoppedAt?.toISOString() ?? null,
    variants: [
      { variant: 'A', welcome_message: test.variantA, ...a, rate: percentOf(a.conversions, a.visitors) },
      { variant: 'B', welcome_message: test.variantB, ...b, rate: percentOf(b.conversions, b.visitors) },
    ],
    p_value: pValue === null ? null : Math.round(pValue * 10_000) / 10_000,
    significant,
    winner: significant ? (rateA > rateB ? 'A' : 'B') : null,
  };
}
