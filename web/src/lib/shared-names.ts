/**
 * The company names that more than one company has. Names need not be unique, so the operator's
 * lists add what tells those companies apart (their id or their chat's address) to them only.
 */
export function sharedNames(companies: readonly { company_name: string }[]): ReadonlySet<string> {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const { company_name: name } of companies) (seen.has(name) ? shared : seen).add(name);
  return shared;
}
