/**
 * Opening hours are usually written as one sentence for the whole week ("Monday to Thursday 9am
 * to 9pm, Friday 9am to 7pm, Saturday 8am to 5pm"). A visitor asking about one day is answered
 * with that day's part of it, not the whole week.
 */

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
type Day = number;

// The full names and the short forms people type ("tues", "thurs"); "fridays" means the same day.
const DAY_FORMS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|wed|thu(?:rs?)?|fri|sat|sun';
const DAY_WORD = new RegExp(`\\b(?:${DAY_FORMS})s?\\b`, 'gi');
const NAMES_A_DAY = new RegExp(DAY_WORD.source, 'i');
// A day's name that is not a holiday's: Good Friday, Easter Monday, Black Friday are not every Friday
// or Monday (looked behind, so a long list of days is read once, not from its start at every day).
const WEEKDAY_WORD = new RegExp(
  `(?<!\\b(?:good|black|easter|palm|cyber|ash|holy|maundy|shrove|whit)\\s+)${DAY_WORD.source}`,
  'gi',
);
const WHOLE_DAY_WORD = new RegExp(`^(?:${DAY_FORMS})s?$`, 'i');
const RANGE = /\b([a-z]+)\s*(?:to|through|thru|till|until|-|–|—)\s*([a-z]+)\b/gi;
// In a visitor's message "sat" and "sun" are English words too ("I sat outside", "sun cream"):
// there they name a day only beside a word days go with ("on sat", "open sun?", "sat 10am") or
// beside another day ("sat or sun"). A company's hours text is a list of days, read as written.
const ENGLISH_WORD_TOO = /^(?:sat|sun)$/i;
const JOINER = String.raw`\s*(?:or|and|to|till|until|thru|through|[-–—&/,+])\s*`;
const DAY_BEFORE = new RegExp(
  String.raw`(?:\b(?:on|this|next|every|for|open|closed|till|until|thru|through|last)|\b(?:${DAY_FORMS})s?${JOINER})\s*$`,
  'i',
);
const DAY_AFTER = new RegExp(
  String.raw`^(?:\s*$|\s*[?!]|\s+(?:open|opening|hours?|only|morning|afternoon|evening|night)\b|\s+(?:at\s+)?\d{1,2}(?::\d\d)?\s*(?:am|pm)\b|\s+at\s+\d|${JOINER}(?:${DAY_FORMS})s?\b)`,
  'i',
);
const WEEKEND = /\bweekends?\b/i;
const WEEKDAYS = /\bweekdays?\b/i;
const DAY_START = new RegExp(`\\b(?:(?:${DAY_FORMS})s?|weekdays?|weekends?)\\b`, 'i');
const LEADING_CONJUNCTION = /^(?:and|but|or|while)\s+/i;
const STARTS_WITH_DAY = new RegExp(`^(?:(?:${DAY_FORMS})s?|weekdays?|weekends?)\\b`, 'i');
// A part of a list that is nothing but days: "Monday", "Saturday and Sunday", "Mon–Wed".
const ONLY_DAYS = new RegExp(
  String.raw`^(?:(?:${DAY_FORMS})s?|weekdays?|weekends?)(?:${JOINER}(?:(?:${DAY_FORMS})s?|weekdays?|weekends?))*\s*$`,
  'i',
);

function dayOf(word: string): Day | null {
  if (!WHOLE_DAY_WORD.test(word)) return null;
  const start = word.slice(0, 3).toLowerCase();
  const at = DAYS.findIndex((day) => day.startsWith(start));
  return at >= 0 ? at : null;
}

/** The days a piece of text names, ranges ("Monday to Thursday") included; `asked`: a visitor's message. */
function daysNamedIn(text: string, asked = false): Set<Day> {
  const days = new Set<Day>();
  // Most text names no day, and the search for ranges tries every pair of words.
  if (!NAMES_A_DAY.test(text)) return addWeekParts(text, days);
  for (const [, from, to] of text.matchAll(RANGE)) {
    const start = dayOf(from ?? '');
    const end = dayOf(to ?? '');
    if (start === null || end === null) continue;
    for (let day = start; ; day = (day + 1) % DAYS.length) {
      days.add(day);
      if (day === end) break;
    }
  }
  for (const match of text.matchAll(WEEKDAY_WORD)) {
    const [word] = match;
    const day = dayOf(word);
    if (day === null) continue;
    if (asked && ENGLISH_WORD_TOO.test(word)) {
      const before = text.slice(0, match.index);
      const after = text.slice(match.index + word.length);
      if (!DAY_BEFORE.test(before) && !DAY_AFTER.test(after)) continue;
    }
    days.add(day);
  }
  return addWeekParts(text, days);
}

/** `days` with the weekend's or the weekdays' added where the text names them. */
function addWeekParts(text: string, days: Set<Day>): Set<Day> {
  if (WEEKEND.test(text)) [5, 6].forEach((day) => days.add(day));
  if (WEEKDAYS.test(text)) [0, 1, 2, 3, 4].forEach((day) => days.add(day));
  return days;
}

/**
 * The parts of a list joined into one clause per set of days: a part naming no day goes on with
 * the day before it ("and Friday, 8:30am to 3pm"), and a part naming only days shares what the next
 * one says ("Saturday, Sunday 10am to 4pm"). The separators become commas.
 */
function clausesOf(parts: string[]): string[] {
  const clauses: string[] = [];
  let waiting: string[] = [];
  for (const part of parts) {
    const previous = clauses.at(-1);
    if (daysNamedIn(part).size === 0 && waiting.length === 0 && previous !== undefined) {
      clauses[clauses.length - 1] = `${previous}, ${part}`;
    } else if (ONLY_DAYS.test(part.replace(LEADING_CONJUNCTION, ''))) {
      waiting.push(part);
    } else {
      clauses.push([...waiting, part].join(', '));
      waiting = [];
    }
  }
  if (waiting.length > 0) clauses.push(waiting.join(', '));
  return clauses;
}

/** The days a visitor's message asks about, for `narrowToAskedDays`. */
export const daysAskedIn = (question: string): ReadonlySet<Day> => daysNamedIn(question, true);

/**
 * The sentence cut down to the parts about the days the question asks about, keeping its lead-in
 * ("Our hours are:"); the sentence unchanged when the question names no day, the sentence is not
 * a list of days, or it does not mention the asked day at all (then its silence is the answer).
 */
export function narrowToAskedDays(sentence: string, asked: ReadonlySet<Day>): string {
  if (asked.size === 0 || asked.size > 2) return sentence;
  // "Monday to Friday 9am to 5pm and Saturday 9am to 1pm" is two parts, "Sundays and Mondays" one,
  // and "$3,900" is one number.
  const parts = sentence.split(/,(?!\d{3}(?!\d))\s*|;\s*|(?<!days?)\s+and\s+(?=[A-Z])/);
  const [first] = parts;
  if (first === undefined || daysNamedIn(first).size === 0) return sentence;
  if (parts.filter((part) => daysNamedIn(part).size > 0).length < 2) return sentence;
  // "Our hours are: Monday to Friday 9am to 5pm": the lead-in stays, the days are what is cut.
  const leadEnd = Math.max(0, first.search(DAY_START));
  const dayParts = clausesOf([first.slice(leadEnd), ...parts.slice(1)]);
  const kept = dayParts
    .filter((part) => [...daysNamedIn(part)].some((day) => asked.has(day)))
    // A part cut from its list no longer follows on from the one before it.
    .map((part) => part.replace(LEADING_CONJUNCTION, ''));
  if (kept.length === 0 || kept.length === dayParts.length) return sentence;
  const body = kept.join(', ').replace(/[.!]?$/, '.');
  // A lead-in reads on only into a part that starts with its day ("closed on Sundays" does not).
  const leadIn = first.slice(0, leadEnd);
  if (leadIn !== '' && kept.every((part) => STARTS_WITH_DAY.test(part))) return `${leadIn}${body}`;
  return `${body.charAt(0).toUpperCase()}${body.slice(1)}`;
}
