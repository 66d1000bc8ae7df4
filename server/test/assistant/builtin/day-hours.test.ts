import { describe, expect, it } from 'vitest';
import { daysAskedIn, narrowToAskedDays } from '../../../src/assistant/builtin/day-hours';
import { buildKnowledgeIndex } from '../../../src/assistant/builtin/knowledge-index';
import { respondFromKnowledge } from '../../../src/assistant/builtin/builtin-responder';

const WEEK =
  'Our studio hours are: Monday to Thursday 6:30am to 9pm, Friday 6:30am to 7pm, Saturday 8am to 5pm, Sunday 9am to 1pm.';
const SHORT_WEEK = 'We are open Tuesday to Friday from 8am to 6pm and Saturday from 9am to 1pm; closed on Sundays and Mondays.';

describe('narrowToAskedDays', () => {
  it.each([
    ['open til when on fridays?', 'Our studio hours are: Friday 6:30am to 7pm.'],
    ['what time do you open on wednesday', 'Our studio hours are: Monday to Thursday 6:30am to 9pm.'],
    ['hours on the weekend?', 'Our studio hours are: Saturday 8am to 5pm, Sunday 9am to 1pm.'],
    ['can i come on sat or sun', 'Our studio hours are: Saturday 8am to 5pm, Sunday 9am to 1pm.'],
  ])('"%s" gets that day of the week: %s', (question, expected) => {
    expect(narrowToAskedDays(WEEK, daysAskedIn(question))).toBe(expected);
  });

  it('keeps "Sundays and Mondays" together, and drops a lead-in that would not read on', () => {
    expect(narrowToAskedDays(SHORT_WEEK, daysAskedIn('r u open mondays'))).toBe('Closed on Sundays and Mondays.');
    expect(narrowToAskedDays(SHORT_WEEK, daysAskedIn('what time tues'))).toBe('We are open Tuesday to Friday from 8am to 6pm.');
    expect(narrowToAskedDays(SHORT_WEEK, daysAskedIn('open saturday?'))).toBe('We are open Saturday from 9am to 1pm.');
  });

  it('keeps a price with a thousands separator whole, and drops the "and" that joined a part to the one before', () => {
    const prices =
      'Saturday hire costs $8,500, Friday and Sunday hire costs $5,400 all year round, and weekday events (Monday to Thursday) cost $3,900.';
    expect(narrowToAskedDays(prices, daysAskedIn('price for a tuesday wedding?'))).toBe(
      'Weekday events (Monday to Thursday) cost $3,900.',
    );
    expect(narrowToAskedDays(prices, daysAskedIn('how much on a saturday'))).toBe('Saturday hire costs $8,500.');
    expect(narrowToAskedDays('We open at 9am, 1,000 steps from the station.', daysAskedIn('open monday?'))).toBe(
      'We open at 9am, 1,000 steps from the station.',
    );
  });

  it('gives days listed together the hours that follow them', () => {
    const days = 'We are open Monday, Wednesday, Friday 9am to 1pm, and Saturday 10am to 2pm.';
    expect(narrowToAskedDays(days, daysAskedIn('open monday?'))).toBe('We are open Monday, Wednesday, Friday 9am to 1pm.');
    expect(narrowToAskedDays(days, daysAskedIn('open saturday?'))).toBe('We are open Saturday 10am to 2pm.');
    expect(narrowToAskedDays('Saturday, Sunday, 10am to 4pm; Monday to Friday 9am to 6pm.', daysAskedIn('hours on sat'))).toBe(
      'Saturday, Sunday, 10am to 4pm.',
    );
  });

  it('keeps the hours a comma sets after their day', () => {
    const office = 'The office is open Monday through Thursday, 8:30am to 5:30pm, and Friday, 8:30am to 3pm.';
    expect(narrowToAskedDays(office, daysAskedIn('r u open fridays'))).toBe('The office is open Friday, 8:30am to 3pm.');
    expect(narrowToAskedDays(office, daysAskedIn('hours on tuesday?'))).toBe(
      'The office is open Monday through Thursday, 8:30am to 5:30pm.',
    );
  });

  it('leaves the sentence whole when no day is asked, or it lists no days', () => {
    expect(narrowToAskedDays(WEEK, daysAskedIn('when are you open'))).toBe(WEEK);
    expect(narrowToAskedDays(WEEK, daysAskedIn('are you open on weekdays'))).toBe(WEEK);
    // "sat" and "sun" are words as well as days.
    expect(narrowToAskedDays(WEEK, daysAskedIn('do you sell sun cream? and your hours'))).toBe(WEEK);
    expect(narrowToAskedDays(WEEK, daysAskedIn('i sat in my car for ages, when are you open'))).toBe(WEEK);
    expect(narrowToAskedDays(WEEK, daysAskedIn('open sun?'))).toBe('Our studio hours are: Sunday 9am to 1pm.');
    expect(narrowToAskedDays(WEEK, daysAskedIn('sat 10am ok?'))).toBe('Our studio hours are: Saturday 8am to 5pm.');
    expect(narrowToAskedDays(WEEK, daysAskedIn('Sun hours?'))).toBe('Our studio hours are: Sunday 9am to 1pm.');
    for (const words of [
      'sun and sand, are you open',
      'after sun lotion in stock?',
      'i sat 2 hours last time, when do you open',
    ]) {
      expect(narrowToAskedDays(WEEK, daysAskedIn(words)), words).toBe(WEEK);
    }
    // The company's own text is read as written: "Sat" and "Sun" there are days.
    const shortDays = 'We are open Mon to Fri 9am to 5pm, Sat 10am to 2pm, Sun closed.';
    expect(narrowToAskedDays(shortDays, daysAskedIn('open sat or sun?'))).toBe('We are open Sat 10am to 2pm, Sun closed.');
    const notHours = 'Parking is free, and the month pass costs $40.';
    expect(narrowToAskedDays(notHours, daysAskedIn('parking on monday?'))).toBe(notHours);
  });
});

describe('the built-in responder asked about one day', () => {
  it('quotes that day of the opening hours, not the whole week', () => {
    const index = buildKnowledgeIndex([
      { id: 'hours', title: 'Opening hours', content: `${WEEK} We are closed on public holidays.` },
      { id: 'parking', title: 'Parking', content: 'Free parking is behind the building.' },
    ]);
    const reply = respondFromKnowledge(index, 'what time do you close on friday?', { companyName: 'Lotus' });
    expect(reply.kind).toBe('answer');
    expect(reply.text).toContain('Friday 6:30am to 7pm');
    expect(reply.text).not.toContain('Monday to Thursday');
  });

  it('reads Good Friday, Easter Monday and Black Friday as holidays, not as any Friday or Monday', () => {
    const closed = "We're closed on Mondays, Christmas Day and Good Friday.";
    expect(narrowToAskedDays(WEEK, daysAskedIn('can we pop in on good friday'))).toBe(WEEK);
    expect(narrowToAskedDays(WEEK, daysAskedIn('open on easter monday?'))).toBe(WEEK);
    expect(narrowToAskedDays(WEEK, daysAskedIn('any black friday deals'))).toBe(WEEK);
    expect(narrowToAskedDays(closed, daysAskedIn('are you open friday?'))).toBe(closed);
  });
});
