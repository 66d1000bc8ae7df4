/** Joins the truthy class names, so conditional classes read as plain expressions. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
