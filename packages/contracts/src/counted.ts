/**
 * "1 message", "1,234 messages": a count with its noun agreeing, as the web's figures and the
 * business chat's sentences both write them.
 */
export function counted(count: number, noun: string, plural = `${noun}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? noun : plural}`;
}
