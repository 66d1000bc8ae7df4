import { describe, expect, it } from 'vitest';
import { twoProportionPValue } from '../../../src/modules/experiments/significance';
import { variantOf } from '../../../src/modules/experiments/experiments.service';

describe('twoProportionPValue', () => {
  // Reference values: the same test computed with Python's math.erf.
  it.each([
    [{ visitors: 1000, conversions: 100 }, { visitors: 1000, conversions: 130 }, 0.035488],
    [{ visitors: 60, conversions: 5 }, { visitors: 60, conversions: 25 }, 0.0000248],
    [{ visitors: 200, conversions: 20 }, { visitors: 200, conversions: 22 }, 0.744267],
  ])('matches the reference p-value for %o against %o', (a, b, expected) => {
    expect(twoProportionPValue(a, b)).toBeCloseTo(expected, 5);
  });

  it('is symmetric, and 1 for equal rates', () => {
    const a = { visitors: 300, conversions: 30 };
    const b = { visitors: 250, conversions: 40 };
    expect(twoProportionPValue(a, b)).toBeCloseTo(twoProportionPValue(b, a) ?? -1, 12);
    expect(twoProportionPValue({ visitors: 100, conversions: 10 }, { visitors: 200, conversions: 20 })).toBeCloseTo(1, 6);
  });

  it('has nothing to say without visitors or without any difference possible', () => {
    expect(twoProportionPValue({ visitors: 0, conversions: 0 }, { visitors: 10, conversions: 1 })).toBeNull();
    expect(twoProportionPValue({ visitors: 10, conversions: 0 }, { visitors: 10, conversions: 0 })).toBeNull();
    expect(twoProportionPValue({ visitors: 10, conversions: 10 }, { visitors: 10, conversions: 10 })).toBeNull();
  });
});

describe('variantOf', () => {
  it('gives a visitor the same variant every time and splits visitors about evenly', () => {
    const visitors = Array.from({ length: 2000 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
    expect(visitors.map((visitor) => variantOf('test-1', visitor))).toEqual(
      visitors.map((visitor) => variantOf('test-1', visitor)),
    );
    const shownA = visitors.filter((visitor) => variantOf('test-1', visitor) === 'A').length;
    expect(shownA).toBeGreaterThan(900);
    expect(shownA).toBeLessThan(1100);
  });
});
