// Intl only: the public chat imports these, and its page stays without a date library.

/** The browser's own zone: what dates are shown in until (or unless) the company's zone is known. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Today as YYYY-MM-DD in the given zone: the company's first bookable day. */
export function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}
