import { z } from 'zod';

// What a value of each kind is called in a sentence ("Days must be a number").
const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};
// What a length is counted in, by the kind of value.
const UNITS: Record<string, [string, string]> = { string: ['character', 'characters'], array: ['item', 'items'] };
// Words a field's name shortens that read in capitals.
const CAPITALS = new Set(['id', 'ids', 'url', 'urls', 'smtp', 'api', 'ghl', 'ai', 'ip', 'sms', 'csv', 'ics']);

/** "smtp_host", "companyName", ["tags", 0] → "SMTP host", "Company name", "Tags": a field as a person names it. */
function labelOf(path: readonly PropertyKey[]): string {
  const name = path.filter((key): key is string => typeof key === 'string').at(-1);
  if (!name) return 'This value';
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((word) => (CAPITALS.has(word) ? word.toUpperCase() : word));
  const [first = '', ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
}

function amount(count: number | bigint, origin: string): string {
  if (origin === 'date') return new Date(Number(count)).toISOString().slice(0, 10);
  const unit = UNITS[origin];
  return unit ? `${count} ${count === 1 ? unit[0] : unit[1]}` : String(count);
}

function bound(issue: { exact?: boolean; inclusive?: boolean }, inclusive: string, exclusive: string): string {
  if (issue.exact) return 'exactly';
  return issue.inclusive === false ? exclusive : inclusive;
}

/**
 * zod's own messages for the checks a schema gives no message of its own ("Invalid input: expected
 * string, received undefined", "Too big: expected number to be <=31"), in words a user can act
 * on, naming the field. Anything else keeps zod's message.
 */
export const readableZodError: z.core.$ZodErrorMap = (issue) => {
  const label = labelOf(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? `${label} is required` : `${label} must be ${KINDS[issue.expected] ?? issue.expected}`;
    case 'invalid_union':
      return issue.input === undefined ? `${label} is required` : undefined;
    case 'too_big':
      return `${label} must be ${bound(issue, 'at most', 'less than')} ${amount(issue.maximum, issue.origin)}`;
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) === 1 && !issue.exact
        ? `${label} is required`
        : `${label} must be ${bound(issue, 'at least', 'more than')} ${amount(issue.minimum, issue.origin)}`;
    default:
      return undefined;
  }
};

/** Installs the messages above for every schema of this process (the server, the admin app). */
export function installReadableZodErrors(): void {
  z.config({ customError: readableZodError });
}
