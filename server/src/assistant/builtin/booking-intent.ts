/**
 * Whether a visitor asks to book (or asks when they can come): the guided exchange then offers
 * the calendar's free times. Questions about an existing booking's rules — cancelling, moving,
 * being late, fees — are left to the company's knowledge, which is where those answers live.
 */
const ASKS_TO_BOOK = [
  // "book an appointment", "schedule a visit", "make a reservation", "set up a consultation"
  /\b(book|schedule|reserve|make|set ?up|arrange|get|want|like)\b[^.?!]{0,30}\b(appointments?|appt|apointment|visit|slot|session|consultation|reservation|booking|meeting|check-?up|cleaning)\b/i,
  // "book me in", "can I book", "i'd like to book"
  /\bbook(ing)? (me|us|in|a|an|for|my|now|tomorrow|today|next)\b/i,
  /\b(can|could|may) (i|we) (come in|come by|stop by|drop in|book|schedule|see (you|someone|the))\b/i,
  // "any openings", "what times are free", "do you have availability on friday"
  /\b(any|what|which|your|have) (openings|availability|free (times?|slots?|spots?)|slots?|times? (are )?(free|available|open))\b/i,
  /\b(an )?opening (for|on|this|next|tomorrow|today|available)\b/i,
  /\bwhen (can|could) (i|we) (come|book|get|see)\b/i,
  /\bare you (free|available|open for (appointments|bookings))\b/i,
];
const ABOUT_AN_EXISTING_BOOKING =
  /\b(cancel\w*|reschedul\w*|move|change|late|no[- ]?show|miss(ed)?|refund|fee|policy|deposit)\b/i;
// "Do I need an appointment?", "are walk-ins welcome?": a question about the rules, answered from knowledge.
const ABOUT_THE_RULES =
  /\b(do|does|is|are) (i|we|you|it|one|an? \w+) (need|required|necessary)\b|\brequired\b|\bwalk[- ]?ins?\b|\bhow (do|does|can) (i|we|you|one) (book|schedule)\b/i;

export function asksToBook(message: string): boolean {
  if (ABOUT_AN_EXISTING_BOOKING.test(message) || ABOUT_THE_RULES.test(message)) return false;
  return ASKS_TO_BOOK.some((pattern) => pattern.test(message));
}
