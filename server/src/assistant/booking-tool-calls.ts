import type OpenAI from 'openai';
import { publicBookingBodySchema } from '@frontdesk/contracts/calendar';
import { isoDateField } from '@frontdesk/contracts/fields';
import { z } from 'zod';
import { AppError } from '../platform/errors';
import type { BookedAppointment, BookingTools } from './provider';

const listArgs = z.object({
  from_date: isoDateField('from_date'),
  days: z.coerce.number().int().min(1).max(14).default(7),
});

/** The two functions a model may call; their results go back to it as JSON text. */
export const BOOKING_FUNCTIONS: OpenAI.Chat.ChatCompletionTool[] = [
  {
    type: 'function',
    function: {
      name: 'list_free_times',
      description:
        "The company's free appointment times from a date, for a number of days: each with its ISO start and end, and `local`, the start as the visitor reads it.",
      parameters: {
        type: 'object',
        properties: {
          from_date: { type: 'string', description: 'First day, YYYY-MM-DD, in the company time zone' },
          days: { type: 'integer', minimum: 1, maximum: 14 },
        },
        required: ['from_date'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'book_appointment',
      description:
        'Books one of the listed free times for the visitor; a confirmation e-mail goes to them. Ask for their name and e-mail first.',
      parameters: {
        type: 'object',
        properties: {
          start_time: { type: 'string', description: 'The start of a listed free time, exactly as listed' },
          name: { type: 'string' },
          email: { type: 'string' },
          notes: { type: 'string', description: 'What the visit is about, in a few words' },
        },
        required: ['start_time', 'name', 'email'],
      },
    },
  },
];

/** What the system prompt adds when booking is on. */
export function bookingInstructions(tools: BookingTools): string {
  const { today } = tools;
  return [
    `You can book appointments. Today is ${weekdayOf(today)}, ${today} (time zone ${tools.timezone}).`,
    "Call list_free_times to see the free times, offer a few (say them as their `local` text), and ask for the visitor's name and e-mail.",
    'Only when the visitor has chosen a time and given both, call book_appointment with that exact start time.',
    'Never say an appointment is booked unless book_appointment succeeded.',
  ].join(' ');
}

// The free times a model is shown at once; enough to offer a choice, bounded prompt size.
const MAX_LISTED_TIMES = 40;

// Building a formatter costs far more than formatting (hundreds of microseconds on a chat's first
// token): one per time zone, kept. Time zones are a fixed set of names, so the map stays small.
const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
const localTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** The day of the week of a YYYY-MM-DD date, so the model can tell which date "Friday" is. */
function weekdayOf(date: string): string {
  return WEEKDAY.format(new Date(`${date}T12:00:00Z`));
}

/** A start time as the visitor reads it, in the company's time zone: "Monday, March 4 at 9:00 AM". */
function localTime(iso: string, timeZone: string): string {
  let format = localTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    localTimeFormats.set(timeZone, format);
  }
  return format.format(new Date(iso));
}

const result = (content: object) => JSON.stringify(content);

/**
 * The booking functions of one visitor's turn. Bad arguments and refusals become a result the
 * model reads, never an exception; one appointment is booked per turn at most, however many
 * calls the model makes.
 */
export class BookingToolCalls {
  private bookedThisTurn: BookedAppointment | null = null;

  constructor(private readonly tools: BookingTools) {}

  async run(name: string, rawArguments: string): Promise<{ content: string; booked?: BookedAppointment }> {
    let args: unknown;
    try {
      args = JSON.parse(rawArguments || '{}');
    } catch {
      return { content: result({ error: 'The arguments were not valid JSON.' }) };
    }
    if (name === 'list_free_times') return { content: await this.listFreeTimes(args) };
    if (name === 'book_appointment') return this.book(args);
    return { content: result({ error: `There is no function named ${name}.` }) };
  }

  private async listFreeTimes(args: unknown): Promise<string> {
    const parsed = listArgs.safeParse(args);
    if (!parsed.success) return result({ error: 'from_date must be YYYY-MM-DD and days 1 to 14.' });
    const { timezone } = this.tools;
    const slots = await this.tools.freeTimes(parsed.data.from_date, parsed.data.days);
    return result({
      timezone,
      free_times: slots.slice(0, MAX_LISTED_TIMES).map((slot) => ({ ...slot, local: localTime(slot.start, timezone) })),
      ...(slots.length > MAX_LISTED_TIMES ? { more_after_these: true } : {}),
    });
  }

  private async book(args: unknown): Promise<{ content: string; booked?: BookedAppointment }> {
    if (this.bookedThisTurn)
      return {
        content: result({ booked: false, error: 'One appointment was already booked in this reply; book another later.' }),
      };
    // The booking card's own rules: a visitor's name and e-mail are checked the same way either way.
    const parsed = publicBookingBodySchema.safeParse(args);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
      return { content: result({ booked: false, error: `Nothing was booked. ${problems}` }) };
    }
    try {
      const booked = await this.tools.book({
        start: parsed.data.start_time,
        name: parsed.data.name,
        email: parsed.data.email,
        notes: parsed.data.notes,
      });
      this.bookedThisTurn = booked;
      return { content: result({ booked: true, local: localTime(booked.start_time, this.tools.timezone), ...booked }), booked };
    } catch (error) {
      // A refusal (a time not offered, booking switched off, too many bookings) is the model's to
      // explain; anything else is a fault of ours, answered with the apology and logged.
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      return { content: result({ booked: false, error: error.message }) };
    }
  }
}
