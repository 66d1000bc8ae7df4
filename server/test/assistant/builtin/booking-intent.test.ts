import { describe, expect, it } from 'vitest';
import { asksToBook } from '../../../src/assistant/builtin/booking-intent';

describe('asking to book', () => {
  it('recognises the ways visitors ask for an appointment or a free time', () => {
    for (const message of [
      'Can I book an appointment for tomorrow?',
      "I'd like to schedule a cleaning",
      'book me in for friday pls',
      'do you have any openings next week?',
      'what times are free on Monday',
      'can i come in this afternoon?',
      'When can I come by?',
      'i want to make a reservation',
      'Can we set up a consultation?',
      'any availability saturday?',
    ])
      expect(asksToBook(message), message).toBe(true);
  });

  it('leaves questions about the rules and an existing booking to the knowledge', () => {
    for (const message of [
      'How do I cancel my appointment?',
      'Do I need an appointment?',
      'Is an appointment required for a haircut?',
      'Do you take walk-ins?',
      "What's your late policy?",
      'Can I reschedule my booking?',
      'What are your opening hours?',
      'How much is a cleaning?',
      'Where do I park?',
      'How do I book?',
    ])
      expect(asksToBook(message), message).toBe(false);
  });
});
