import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FreeTimes } from './free-times';

const slot = (start: string) => ({ start, end: new Date(Date.parse(start) + 30 * 60_000).toISOString() });

describe('free times', () => {
  it('say which of a repeated hour they are on the day the clocks go back, and only there', () => {
    render(
      <FreeTimes
        slots={[slot('2027-11-07T05:00:00.000Z'), slot('2027-11-07T06:00:00.000Z'), slot('2027-11-07T07:00:00.000Z')]}
        timezone="America/New_York"
        onChoose={() => undefined}
      />,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['1:00 AM EDT', '1:00 AM EST', '2:00 AM']);
  });

  it('say it of one of them when the other is taken', () => {
    render(<FreeTimes slots={[slot('2027-11-07T06:00:00.000Z')]} timezone="America/New_York" onChoose={() => undefined} />);
    expect(screen.getByRole('button').textContent).toBe('1:00 AM EST');
  });
});
