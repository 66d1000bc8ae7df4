import { describe, expect, it } from 'vitest';
import { admitsAge, ageRangesOf, excludesAge } from '../../../src/assistant/builtin/age-limits';

describe('ageRangesOf', () => {
  it('reads the ways entries write age limits', () => {
    expect(ageRangesOf('Our holiday club is for children aged 5 to 11.')).toEqual([{ from: 5, to: 11 }]);
    expect(ageRangesOf('Under-12s must be accompanied.')).toEqual([{ from: 0, to: 11 }]);
    expect(ageRangesOf('Children under 7 must be collected.')).toEqual([{ from: 0, to: 6 }]);
    expect(ageRangesOf('Little ones 3 and under jump free.')).toEqual([{ from: 0, to: 3 }]);
    expect(ageRangesOf('Riders must be 18 or over.')).toEqual([{ from: 18, to: 120 }]);
    expect(ageRangesOf('You must be at least 21 to rent.')).toEqual([{ from: 21, to: 120 }]);
    expect(ageRangesOf('The minimum age is 12.')).toEqual([{ from: 12, to: 120 }]);
    expect(ageRangesOf('Over 16s only.')).toEqual([{ from: 17, to: 120 }]);
  });

  it('reads no age in prices, sizes, headcounts and lengths of time', () => {
    for (const text of [
      'Orders of $50 and under pay $6 shipping.',
      'Jumpers under 1.2m use the small zone.',
      'Groups of 10 to 20 get 10% off.',
      'Book at least 7 days ahead.',
      'Parcels under 20kg ship free.',
      'We are open 9 to 5.',
      'Our boats are all under 5 years old.',
    ]) {
      expect(ageRangesOf(text), text).toEqual([]);
    }
  });
});

describe('admitsAge and excludesAge', () => {
  it('admit an age one limit admits, and exclude it only where limits are stated and none does', () => {
    expect(admitsAge('children aged 5 to 11', 9)).toBe(true);
    expect(excludesAge('little ones 3 and under', 12)).toBe(true);
    expect(excludesAge('$16 adults, $10 kids under 12', 30)).toBe(false);
    expect(excludesAge('A cut is £22.', 30)).toBe(false);
    expect(admitsAge('A cut is £22.', 30)).toBe(false);
  });
});
