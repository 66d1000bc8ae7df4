import { describe, expect, it } from 'vitest';
import { asksToBook, asksToBookHere } from '../../../src/assistant/builtin/booking-intent';
import { buildKnowledgeIndex } from '../../../src/assistant/builtin/knowledge-index';
import { autoRepair } from './fixtures/auto-repair.fixture';
import { evaluationSet } from './fixtures/evaluation-set';
import { hotel } from './fixtures/hotel.fixture';
import { restaurant } from './fixtures/restaurant.fixture';

const REQUESTS_ANYWHERE = [
  'Can I book an appointment for tomorrow?',
  'can i boook an apointment',
  'book me in for friday pls',
  'do you have any openings next week?',
  'can i come in this afternoon?',
  'I want to schedual a visit',
  'Any availability on Saturday morning?',
  'Can I make a reservaton for 4 people?',
  'Hi, I would like to book a consultation, my name is Grace',
];

describe('asking to book', () => {
  it('recognises the ways visitors ask for an appointment or a free time, misspelt too', () => {
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
      'can i boook an apointment for tomorow',
      'I would like to shedule a visit',
      'do you have any availabilty next week',
      'Can I make a reservaton?',
      'bok me in please',
      'Can I book an oil change for Friday?',
      'Could I get a late appointment on Thursday?',
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
      'Can I change my appointment to Friday?',
      "I'm running late for my appointment",
      'How do I make an appointment?',
      'Can I reshedule my apointment?',
      'What are your opening hours?',
      'How much is a cleaning?',
      'Where do I park?',
      'How do I book?',
      'how far in advance can I book a spin class',
      'How many days ahead should I make a reservation?',
      'Are you looking for staff?',
      'Are you cooking today?',
    ])
      expect(asksToBook(message), message).toBe(false);
  });
});

describe('asking to book with this company', () => {
  it('leaves a request for something no entry mentions to the knowledge, which declines it', () => {
    const garage = buildKnowledgeIndex(autoRepair.entries);
    expect(asksToBookHere('Can you book me a dentist appointment?', garage, autoRepair.companyName)).toBe(false);
    expect(asksToBookHere('Can you book me a flight to Rome?', garage, autoRepair.companyName)).toBe(false);
    expect(asksToBookHere('Can I book an oil change for Friday?', garage, autoRepair.companyName)).toBe(true);
    expect(
      asksToBookHere('Is there a spa where I can book a massage?', buildKnowledgeIndex(hotel.entries), hotel.companyName),
    ).toBe(false);
  });

  it("takes an appointment of a kind no entry names: the kind is the visitor's to say", () => {
    const clinic = buildKnowledgeIndex([
      { id: 'hours', title: 'Opening hours', content: 'Open Monday to Friday 8am to 6pm.' },
      { id: 'parking', title: 'Parking', content: 'Free parking behind the building.' },
      { id: 'whitening', title: 'Whitening', content: 'In-chair whitening is $450.' },
      { id: 'insurance', title: 'Insurance', content: 'We accept Delta Dental and Cigna.' },
      { id: 'emergency', title: 'Emergencies', content: 'Call us for same-day emergency care.' },
      { id: 'kids', title: 'Children', content: 'We see children from age 3.' },
    ]);
    const here = (message: string) => asksToBookHere(message, clinic, 'Acme Dental Clinic');
    expect(here('I would like to book a cleaning appointment')).toBe(true);
    expect(here('Can I book a checkup?')).toBe(true);
    expect(here('I need a filling appointment')).toBe(true);
    // What it is for must still be the company's.
    expect(here('I need an appointment for my passport')).toBe(false);
    expect(here('Can you book me a flight to Rome?')).toBe(false);
    expect(here('i need an appointment letter for my landlord')).toBe(false);
  });

  it('takes any request to book when the knowledge is too small to judge its words', () => {
    const small = buildKnowledgeIndex([
      { id: 'c', title: 'Cancellations', content: 'Cancel up to 24 hours ahead at no charge.' },
    ]);
    expect(asksToBookHere("I'd like to schedule a cleaning", small, 'Harbour Dental')).toBe(true);
    expect(asksToBookHere('How do I cancel my appointment?', small, 'Harbour Dental')).toBe(false);
  });

  it('on every business of the evaluation set: requests get the card, questions keep their answers', () => {
    for (const business of evaluationSet) {
      const index = buildKnowledgeIndex(business.entries);
      const here = (message: string) => asksToBookHere(message, index, business.companyName);
      for (const message of REQUESTS_ANYWHERE) expect(here(message), `${business.companyName}: ${message}`).toBe(true);
      // Out of scope and near misses ("a massage" at a hotel without a spa) are never offered the calendar.
      for (const question of [...business.outOfScope, ...business.nearMiss])
        expect(here(question), `${business.companyName}: ${question}`).toBe(false);
      // Questions the knowledge answers keep their answer, unless they ask for a booking outright.
      const takenOver = business.inScope.filter(({ question }) => here(question)).map(({ question }) => question);
      expect(takenOver, business.companyName).toEqual(business === restaurant ? ['can i book a table'] : []);
    }
  });
});
