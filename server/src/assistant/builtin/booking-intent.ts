import type { KnowledgeIndex } from './knowledge-index';
import { analyzeUnits, hasConcept, type TermUnit } from './term-analyzer';
import { editDistanceWithin } from './edit-distance';

/**
 * Whether a visitor asks to book (or asks when they can come): the guided exchange then offers
 * the calendar's free times. Questions about an existing booking's rules — cancelling, moving,
 * being late, fees, how far ahead — are left to the company's knowledge, which is where those
 * answers live.
 */
const ASKS_TO_BOOK = [
  // "book an appointment", "schedule a visit", "make a reservation", "set up a consultation"
  /\b(book|schedule|reserve|make|set ?up|arrange|get|want|like)\b[^.?!]{0,30}\b(appointments?|appt|visit|slot|session|consultation|reservation|booking|meeting|check-?up|cleaning)\b/i,
  // "i need an appointment for a filling" ("i need it for an appointment" is for someone else's)
  /\b(i|we) need (to (book|make|get|schedule) )?(an?|another|a new) (\w+ )?(appointment|appt|consultation|check-?up|session|visit)\b(?! (letter|confirmation|card|reminder|form|slip|note)\b)/i,
  // "book me in", "can I book", "i'd like to book"
  /\bbook(ing)? (me|us|in|a|an|for|my|now|tomorrow|today|next)\b/i,
  /\b(can|could|may) (i|we) (come in|come by|stop by|drop in|book|schedule|see (you|someone|the))\b/i,
  // "any openings", "what times are free", "do you have availability on friday"
  /\b(any|what|which|your|have) (openings|availability|free (times?|slots?|spots?)|slots?|times? (are )?(free|available|open))\b/i,
  /\b(an )?opening (for|on|this|next|tomorrow|today|available)\b/i,
  /\bwhen (can|could) (i|we) (come|book|get|see)\b/i,
  /\bare you (free|available|open for (appointments|bookings))\b/i,
];
// "Can I book an oil change?" asks to book; "can I change my appointment?" does not.
const ABOUT_AN_EXISTING_BOOKING = new RegExp(
  [
    /\b(cancel\w*|reschedul\w*|no[- ]?show|miss(ed)?|refunds?|fees?|polic(y|ies)|deposits?)\b/,
    /\b(move|change|push|shift) (my|our|the|this|an?) (appointment|booking|reservation|visit|time|slot)\b/,
    /\b(running|be|am|are|is|arrive|arriving|being) late\b|\blate (policy|fee|arrival)\b/,
  ]
    .map((pattern) => pattern.source)
    .join('|'),
  'i',
);
// "Do I need an appointment?", "are walk-ins welcome?", "how far ahead can I book?": a question
// about the rules, answered from knowledge.
const ABOUT_THE_RULES = new RegExp(
  [
    /\b(do|does|is|are) (i|we|you|it|one|an? \w+) (need|required|necessary)\b/,
    /\brequired\b|\bwalk[- ]?ins?\b/,
    /\bhow (do|does|can) (i|we|you|one) (book|schedule|make|get|set ?up|arrange)\b/,
    /\bhow (far|soon|early|long|many (days|weeks))\b[^.?!]{0,40}\b(advance|ahead|before(hand)?)\b/,
  ]
    .map((pattern) => pattern.source)
    .join('|'),
  'i',
);

// Misspellings of the words a request to book turns on, corrected before the patterns are tried.
// "book" and "booking" get no typo allowance: "look", "cook" and "looking" are one letter away.
const BOOKING_WORDS = [
  'appointment',
  'appointments',
  'reservation',
  'schedule',
  'availability',
  'available',
  'consultation',
  'openings',
];
const BOOK_VARIANTS = /\bb+o{2,}k+\b|\bbok\b/gi;
const BOOKING_VARIANTS = /\bbo+kin[g]?\b/gi;
// Words that look like a misspelling of one above but are words of their own.
const NOT_A_TYPO = new Set(['reschedule', 'rescheduled', 'scheduled', 'unavailable', 'opening']);

function correctedBookingWords(message: string): string {
  return message
    .replace(BOOK_VARIANTS, 'book')
    .replace(BOOKING_VARIANTS, 'booking')
    .replace(/[a-z]{5,}/gi, (word) => {
      const lower = word.toLowerCase();
      if (NOT_A_TYPO.has(lower) || BOOKING_WORDS.includes(lower)) return word;
      const match = BOOKING_WORDS.find((target) => editDistanceWithin(lower, target, target.length >= 8 ? 2 : 1));
      return match ?? word;
    });
}

/** Whether the message asks to book, or asks for free times, rather than about the rules. */
export function asksToBook(message: string): boolean {
  const corrected = correctedBookingWords(message);
  if ([message, corrected].some((text) => ABOUT_AN_EXISTING_BOOKING.test(text) || ABOUT_THE_RULES.test(text))) return false;
  return ASKS_TO_BOOK.some((pattern) => pattern.test(corrected));
}

// What a booking request may say besides the thing booked: when, for whom, and how it asks.
const SCHEDULING_CONCEPTS = [
  'booking',
  'visit',
  'sameday',
  'when',
  'hours',
  'weekday',
  'weekend',
  'holiday',
  'early',
  'duration',
  'notice',
  'contact',
  'kids',
  'companion',
];
const SCHEDULING_WORDS = new Set(
  `tomorrow morning afternoon evening noon midday week weekend month soon asap earliest latest later
  spot opening openings appt slot time come stop drop pop someone somebody available availability free
  january february march april may june july august september october november december jan feb mar apr
  jun jul aug sep sept oct nov dec`.split(/\s+/),
);

function isSchedulingWord(unit: TermUnit): boolean {
  if (unit.role !== 'content' && unit.role !== 'provider') return true;
  if (SCHEDULING_CONCEPTS.some((group) => hasConcept(unit, group))) return true;
  return [unit.raw, unit.stem].some((form) => form !== null && SCHEDULING_WORDS.has(form));
}

/**
 * Whether the visitor asks to book with this company: a request that names something none of its
 * entries mentions ("book me a flight", "a massage" at a hotel without a spa) is not for its
 * calendar, so the knowledge answers it (and declines honestly). A small knowledge base cannot
 * tell, so there any request to book counts.
 */
export function asksToBookHere(message: string, knowledge: KnowledgeIndex, companyName: string): boolean {
  if (!asksToBook(message)) return false;
  if (!knowledge.judgesUnknownWords) return true;
  const corrected = correctedBookingWords(message);
  const ownName = new Set(analyzeUnits(companyName).flatMap((unit) => [unit.raw, unit.stem]));
  // Only the clauses that ask to book are judged: "…tomorrow? I'm Grace" does not book a Grace.
  const requests = corrected.split(/[.?!;,:\n]+/).filter((clause) => ASKS_TO_BOOK.some((pattern) => pattern.test(clause)));
  // "book a cleaning appointment", "can i book a checkup": the kind of appointment is the visitor's
  // to say, and the calendar's to take. Who it is with ("a dentist appointment" at a garage), what it
  // is for ("an appointment for my car" at a vet) or a thing with no appointment ("book me a flight")
  // still has to be the company's.
  const kinds = new Set(
    requests.flatMap((clause) => [...clause.matchAll(APPOINTMENT_KIND)].map((match) => (match[1] ?? match[2])?.toLowerCase())),
  );
  return analyzeUnits(requests.join(' ')).every(
    (unit) =>
      isSchedulingWord(unit) ||
      (unit.role === 'content' && kinds.has(unit.raw ?? '')) ||
      ownName.has(unit.raw) ||
      ownName.has(unit.stem) ||
      knowledge.knows(unit),
  );
}

// The word naming the kind of appointment, or a check-up, which is one.
const APPOINTMENT_KIND =
  /\b([a-z]+)\s+(?:appointment|appt|consultation)s?\b(?!\s+(?:letter|confirmation|card|reminder|form|slip|note)\b)|\b(check-?up)s?\b/gi;
