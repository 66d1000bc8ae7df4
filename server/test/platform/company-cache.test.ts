import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { ChangeBus } from '../../src/platform/change-bus';
import { CompanyCache } from '../../src/platform/company-cache';

type Value = { companyId: string; bytes: number; load: number };

/** A cache whose loads are counted, with each company's value as big as `sizes` says. */
function countingCache(sizes: Record<string, number>, maxBytes?: number) {
  const bus = ChangeBus.local(pino({ level: 'silent' }));
  const loads: string[] = [];
  const cache = new CompanyCache<Value>(
    async (companyId) => {
      loads.push(companyId);
      return { companyId, bytes: sizes[companyId] ?? 1, load: loads.length };
    },
    {
      bus,
      topics: ['knowledge'],
      ttlMs: 60_000,
      ...(maxBytes ? { maxBytes: { total: maxBytes, of: (value: Value) => value.bytes } } : {}),
    },
  );
  return { bus, cache, loads };
}

describe('CompanyCache', () => {
  it('loads a company once and again after its change is announced', async () => {
    const { bus, cache, loads } = countingCache({});
    await cache.get('a');
    await cache.get('a');
    expect(loads).toEqual(['a']);
    await bus.publish('knowledge', 'a');
    await cache.get('a');
    expect(loads).toEqual(['a', 'a']);
  });

  it('keeps within its memory budget by dropping the least recently used companies first', async () => {
    const { cache, loads } = countingCache({ a: 400, b: 400, c: 400, huge: 2_000 }, 1_000);
    await cache.get('a');
    await cache.get('b');
    await cache.get('a');
    // 'c' makes 1,200 bytes: 'b', used longest ago, goes.
    await cache.get('c');
    await cache.get('a');
    await cache.get('c');
    expect(loads).toEqual(['a', 'b', 'c']);
    await cache.get('b');
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
    // A value larger than the whole budget is answered but never kept.
    await cache.get('huge');
    await cache.get('huge');
    expect(loads.filter((id) => id === 'huge')).toHaveLength(2);
  });

  it('does not keep a value whose load was running when the change came', async () => {
    const bus = ChangeBus.local(pino({ level: 'silent' }));
    let release: () => void = () => {};
    let loads = 0;
    const cache = new CompanyCache<{ load: number }>(
      async () => {
        loads += 1;
        if (loads === 1) await new Promise<void>((resolve) => (release = resolve));
        return { load: loads };
      },
      { bus, topics: ['knowledge'], ttlMs: 60_000 },
    );
    const stale = cache.get('a');
    await bus.publish('knowledge', 'a');
    release();
    expect(await stale).toEqual({ load: 1 });
    expect(await cache.get('a')).toEqual({ load: 2 });
  });
});
