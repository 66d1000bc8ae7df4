/** A URL-safe slug from a company name: lowercase ASCII words joined by hyphens. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/g, '');
  // A slug shaped like a company id (company-xxxx) could shadow that company's id-based links.
  if (!slug) return 'company';
  return /^company-[a-z0-9]+$/.test(slug) ? `${slug}-chat` : slug;
}
