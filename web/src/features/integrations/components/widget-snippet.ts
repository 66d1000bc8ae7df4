/** The tag a site adds to show the launcher; optional look overrides are attributes too. */
export function widgetSnippet(
  origin: string,
  slug: string,
  overrides: { color?: string; position?: string; size?: string } = {},
): string {
  const attributes = [`src="${origin}/widget.js"`, `data-company="${slug}"`];
  if (overrides.color) attributes.push(`data-color="${overrides.color}"`);
  if (overrides.position) attributes.push(`data-position="${overrides.position}"`);
  if (overrides.size) attributes.push(`data-size="${overrides.size}"`);
  return `<script ${attributes.join(' ')} async></script>`;
}
