/** "1,234 / 5,000 characters": how much room a text field has left. */
export function characterCount(length: number, max: number): string {
  return `${length.toLocaleString('en-US')} / ${max.toLocaleString('en-US')} characters`;
}
