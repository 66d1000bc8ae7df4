import type OpenAI from 'openai';
import { z } from 'zod';
import type { BookedAppointment, BookingTools } from './provider';

const listArgs = z.object({
  from_date: z.iso.date(),
  days: z.coerce.number().int().min(1).max(14).default(7),
});
const bookArgs = z.object({
  start_time: z.iso.datetime({ offset: true }),
  name: z.string().trim().min(1).max(100),
  email: z.email().max(254),
  notes: z.string().max(1000).optional().default(''),
});

/** The two functions a model may call; their results go back to it as JSON text. */
export const BOOKING_FUNCTIONS: OpenAI.Chat.ChatCompletionTool[] = [
  {
    type: 'function',
    function: {
      name: 'list_free_times',
      description: "The company's free appointment times (ISO start and end) from a date, for a number of days.",
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
  return [
    `You can book appointments. Today is ${tools.today} (time zone ${tools.timezone}).`,
    "Call list_free_times to see the free times, offer a few, and ask for the visitor's name and e-mail.",
    'Only when the visitor has chosen a time and given both, call book_appointment with that exact start time.',
    'Never say an appointment is booked unless book_appointment succeeded.',
  ].join(' ');
}

/** Runs one call; bad arguments and refusals become a result the model reads, never an exception. */
export async function runBookingCall(
  tools: BookingTools,
  name: string,
  rawArguments: string,
): Promise<{ content: string; booked?: BookedAppointment }> {
  let args: unknown;
  try {
    args = JSON.parse(rawArguments || '{}');
  } catch {
    return { content: JSON.stringify({ error: 'The arguments were not valid JSON.' }) };
  }
  if (name === 'list_free_times') {
    const parsed = listArgs.safeParse(args);
    if (!parsed.success) return { content: JSON.stringify({ error: 'from_date must be YYYY-MM-DD and days 1 to 14.' }) };
    const slots = await tools.freeTimes(parsed.data.from_date, parsed.data.days);
    return { content: JSON.stringify({ timezone: tools.timezone, free_times: slots.slice(0, 40) }) };
  }
  if (name === 'book_appointment') {
    const parsed = bookArgs.safeParse(args);
    if (!parsed.success)
      return {
        content: JSON.stringify({ error: 'start_time (ISO, from the free times), name and a valid email are required.' }),
      };
    try {
      const booked = await tools.book({
        start: new Date(parsed.data.start_time),
        name: parsed.data.name,
        email: parsed.data.email,
        notes: parsed.data.notes,
      });
      return { content: JSON.stringify({ booked: true, ...booked }), booked };
    } catch (error) {
      return {
        content: JSON.stringify({ booked: false, error: error instanceof Error ? error.message : 'The booking was refused.' }),
      };
    }
  }
  return { content: JSON.stringify({ error: `There is no function named ${name}.` }) };
}
