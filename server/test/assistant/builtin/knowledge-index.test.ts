import { describe, expect, it } from 'vitest';
import { buildKnowledgeIndex, CONFIDENCE_THRESHOLDS, type KnowledgeEntry } from '../../../src/assistant/builtin/knowledge-index';
import { respondFromKnowledge } from '../../../src/assistant/builtin/builtin-responder';
import { dentalClinic } from './fixtures/dental-clinic.fixture';
import { gym } from './fixtures/gym.fixture';
import { hairSalon } from './fixtures/hair-salon.fixture';
import { hotel } from './fixtures/hotel.fixture';
import { plumbing } from './fixtures/plumbing.fixture';
import { realEstateAgency } from './fixtures/real-estate-agency.fixture';
import { restaurant } from './fixtures/restaurant.fixture';

const entries: KnowledgeEntry[] = [
  { id: 'parking', title: 'Parking', content: 'Free parking is available behind the building on Elm Street.' },
  { id: 'hours', title: 'Opening hours', content: 'We are open Monday to Friday from 8am to 6pm.' },
  { id: 'pets', title: 'Pets', content: 'Well-behaved dogs are welcome in the waiting room.' },
  { id: 'wifi', title: 'Wi-Fi', content: 'Free Wi-Fi is available for all guests; ask at reception for the password.' },
  { id: 'payment', title: 'Payment', content: 'We take cash and all major credit cards.' },
  { id: 'kids', title: 'Children', content: 'Children under 12 must be accompanied by an adult.' },
];
const index = buildKnowledgeIndex(entries);
const top = (query: string) => index.search(query, 1)[0];

describe('buildKnowledgeIndex().search', () => {
  it('returns entries with a relative score, the share of the question covered and a confidence', () => {
    const results = index.search('is parking free?', 3);
    expect(results[0]).toMatchObject({ entry: entries[0], score: 1, coverage: 1, confidence: 'high' });
    expect(results.length).toBeLessThanOrEqual(3);
    for (const result of results) {
      expect(result.score).toBeGreaterThan(0);
      expect(result.score).toBeLessThanOrEqual(1);
    }
  });

  it('respects the limit and defaults to five results', () => {
    expect(index.search('free', 1)).toHaveLength(1);
    expect(index.search('free parking wifi dogs cash children hours').length).toBeLessThanOrEqual(5);
  });

  it.each([
    ['where do I leave my car', 'parking'],
    ['what time do you close', 'hours'],
    ['can I bring my puppy', 'pets'],
    ['do you have internet', 'wifi'],
    ['can I pay by card', 'payment'],
    ['are kids allowed', 'kids'],
    ['wi-fi password?', 'wifi'],
    ['parking', 'parking'],
    ['parkin', 'parking'],
  ])('finds the entry for the paraphrase "%s" through stems, synonyms and typos', (query, id) => {
    expect(top(query)?.entry.id).toBe(id);
    expect(top(query)?.confidence).toBe('high');
  });

  it('judges confidence by the coverage thresholds', () => {
    // Two content words, one of them covered: half the question.
    const half = top('valet parking');
    expect(half?.entry.id).toBe('parking');
    expect(half?.coverage).toBeCloseTo(0.5, 1);
    expect(half?.coverage).toBeLessThan(CONFIDENCE_THRESHOLDS.high);
    expect(half?.coverage).toBeGreaterThanOrEqual(CONFIDENCE_THRESHOLDS.medium);
    expect(half?.confidence).toBe('medium');
    // One content word of three covered.
    expect(top('valet parking attendant')?.confidence).toBe('low');
    expect(CONFIDENCE_THRESHOLDS.high).toBeGreaterThan(CONFIDENCE_THRESHOLDS.medium);
  });

  it('never calls an entry that shares only a nearby word an answer', () => {
    for (const query of ['are you open on christmas', 'do you allow cats', 'do you take bitcoin', 'is there a pool']) {
      expect(
        index.search(query).every((result) => result.confidence !== 'high'),
        query,
      ).toBe(true);
    }
  });

  it('sets aside one word no entry uses when two specific words of the question are covered', () => {
    const storage = buildKnowledgeIndex([
      ...entries,
      { id: 'bikes', title: 'Bike storage', content: 'Bicycles can be locked in the courtyard rack.' },
    ]);
    // "winter" appears in no entry: the bicycle and the courtyard say what is asked.
    expect(storage.search('can I leave my bicycle in the courtyard in winter', 1)[0]).toMatchObject({
      entry: { id: 'bikes' },
      confidence: 'high',
    });
    // One covered word is not enough: "repair" may be exactly what the company does not do.
    expect(storage.search('do you do bicycle repairs', 1)[0]?.confidence).not.toBe('high');
  });

  it('puts an entry that answers the whole question above one that repeats a single word', () => {
    const crowded = buildKnowledgeIndex([
      {
        id: 'booking',
        title: 'Booking an appointment',
        content: 'Book an appointment online. Appointments can be moved online. Appointment reminders are sent by text.',
      },
      { id: 'first-visit', title: 'First visit', content: 'A first appointment takes about 90 minutes.' },
    ]);
    expect(crowded.search('how long does the first appointment take', 1)[0]?.entry.id).toBe('first-visit');
  });

  it('treats a provider the business never mentions as the topic: a garage has no dentist appointments', () => {
    const garage = buildKnowledgeIndex([
      { id: 'booking', title: 'Booking', content: 'Book a repair online or by phone.' },
      { id: 'staff', title: 'Our team', content: 'Our mechanics are certified.' },
    ]);
    expect(garage.search('can you book me a dentist appointment', 1)[0]?.confidence).not.toBe('high');
    expect(garage.search('can a mechanic look at my brakes today? how do I book', 1)[0]?.entry.id).toBe('booking');
  });

  it("does not require an entry to repeat the company's name, or its short form", () => {
    const vet = buildKnowledgeIndex([{ id: 'fees', title: 'Consultation fees', content: 'A standard visit costs $68.' }]);
    expect(vet.search('how much is a vet visit', 1)[0]?.confidence).not.toBe('high');
    expect(vet.search('how much is a vet visit', 1, { companyName: 'Oakridge Veterinary Clinic' })[0]?.confidence).toBe('high');
  });

  it('returns nothing for an empty index, an empty query or a query without words', () => {
    expect(buildKnowledgeIndex([]).search('parking')).toEqual([]);
    expect(index.search('')).toEqual([]);
    expect(index.search('?!')).toEqual([]);
    expect(index.search('the and of')).toEqual([]);
  });

  it('keeps duplicate entry ids apart', () => {
    const twins = buildKnowledgeIndex([
      { id: 'same', title: 'Parking', content: 'Parking is free.' },
      { id: 'same', title: 'Pets', content: 'Dogs are welcome.' },
    ]);
    expect(twins.search('dogs', 1)[0]?.entry.title).toBe('Pets');
  });

  it('indexes 200 entries and answers in a few milliseconds', () => {
    const businesses = [dentalClinic, realEstateAgency, restaurant, hairSalon, gym, plumbing, hotel];
    const pool = businesses.flatMap((business) => business.entries);
    const many: KnowledgeEntry[] = Array.from({ length: 200 }, (_, position) => {
      const entry = pool[position % pool.length] as KnowledgeEntry;
      return { ...entry, id: `${entry.id}-${position}`, title: `${entry.title} ${Math.floor(position / pool.length) + 1}` };
    });
    const questions = businesses.flatMap((business) => [
      ...business.inScope.map((testCase) => testCase.question),
      ...business.nearMiss,
    ]);

    // The first builds pay for compiling the code; the cache rebuilds indexes in a warm process.
    // The best of three keeps a busy test machine from failing the check.
    let buildMs = Infinity;
    let big = buildKnowledgeIndex(many);
    for (let round = 0; round < 3; round += 1) {
      const buildStarted = performance.now();
      big = buildKnowledgeIndex(many);
      buildMs = Math.min(buildMs, performance.now() - buildStarted);
    }

    for (const question of questions.slice(0, 10)) respondFromKnowledge(big, question, { companyName: 'Warm-up' });
    const answerStarted = performance.now();
    for (const question of questions) respondFromKnowledge(big, question, { companyName: 'Frontdesk' });
    const perAnswerMs = (performance.now() - answerStarted) / questions.length;

    console.log(`200 entries: built in ${buildMs.toFixed(1)} ms, ${perAnswerMs.toFixed(2)} ms per answer`);
    expect(buildMs).toBeLessThan(300);
    expect(perAnswerMs).toBeLessThan(10);
  });
});
