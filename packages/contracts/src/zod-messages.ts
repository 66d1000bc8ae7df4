import { z } from 'zod';

// What a value of each kind is called in a sentence ("Days must be a number").
const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};
// What a length is counted in, by the kind of value.
const UNITS: Record<string, [string, string]> = { string: ['character', 'characters'], array: ['item', 'items'] };

/** "smtp_host", "companyName", ["tags", 0] → "Smtp host", "Company name", "Tags": a field as a person names it. */
function labelOf(path: readonly PropertyKey[]): string {
  const name = [...path].reverse().find((key): key is string => typeof key === 'string');
  if (!name) return 'This value';
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function amount(count: number | bigint, origin: string): string {
  const unit = UNITS[origin];
  return unit ? `${count} ${count === 1 ? unit[0] : unit[1]}` : String(count);
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
    case 'too_big':
      return `${label} must be at most ${amount(issue.maximum, issue.origin)}`;
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) === 1
        ? `${label} is required`
        : `${label} must be at least ${amount(issue.minimum, issue.origin)}`;
    default:
      return undefined;
  }
};

/** Installs the messages above for every schema of this process (the server, the admin app). */
export function installReadableZodErrors(): void {
  z.config({ customError: readableZodError });
}
