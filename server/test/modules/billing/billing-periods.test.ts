import { describe, expect, it } from 'vitest';
import { dueDateOf, periodOf } from '../../../src/modules/billing/billing-periods';

describe('dueDateOf', () => {
  const march = periodOf(new Date('2031-03-01T00:15:00Z'));

  it("gives a bill opened on its period's first day 14 days from it", () => {
    expect(dueDateOf(march, new Date('2031-03-01T00:15:00Z'))).toBe('2031-03-15');
  });

  it('gives a bill opened later in the period 14 days from the day it opened, whatever the hour', () => {
    expect(dueDateOf(march, new Date('2031-03-10T09:00:00Z'))).toBe('2031-03-24');
    expect(dueDateOf(march, new Date('2031-03-20T23:59:00Z'))).toBe('2031-04-03');
  });
});
