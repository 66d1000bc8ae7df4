import { describe, expect, it } from 'vitest';
import { formatDuration, leadQuality, leadScore, percentOf } from './analytics';

describe('lead scoring (document 001, section 5)', () => {
  const lead = { email: '', phone: '', message_count: 0, session_duration: 0 };

  it('gives the spec points and caps at 100', () => {
    expect(leadScore(lead)).toBe(0);
    expect(leadScore({ ...lead, email: 'a@b.co' })).toBe(30);
    expect(leadScore({ ...lead, phone: '555' })).toBe(20);
    expect(leadScore({ ...lead, message_count: 3 })).toBe(0);
    expect(leadScore({ ...lead, message_count: 4 })).toBe(25);
    expect(leadScore({ ...lead, session_duration: 300 })).toBe(0);
    expect(leadScore({ ...lead, session_duration: 301 })).toBe(25);
    expect(leadScore({ email: 'a@b.co', phone: '555', message_count: 9, session_duration: 999 })).toBe(100);
  });

  it.each([
    [100, 'Hot'],
    [80, 'Hot'],
    [79, 'Warm'],
    [60, 'Warm'],
    [59, 'Cold'],
    [40, 'Cold'],
    [39, 'Low'],
    [0, 'Low'],
  ])('scores %i as %s', (score, quality) => {
    expect(leadQuality(score)).toBe(quality);
  });
});

describe('formats', () => {
  it('shows durations as s, m or h m', () => {
    expect(formatDuration(42)).toBe('42s');
    expect(formatDuration(125)).toBe('2m');
    expect(formatDuration(3725)).toBe('1h 2m');
  });

  it('gives percents with one decimal and 0 without a base', () => {
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(1, 0)).toBe(0);
  });
});
