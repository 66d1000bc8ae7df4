const PUBLIC_CHAT_PATH = /^\/public-chat\/([^/]+)\/?$/;

export interface PublicChatAddress {
  /** The company's slug or id; empty when the address names none (or cannot be decoded). */
  slug: string;
  /** Opened by widget.js inside another site's page. */
  embedded: boolean;
  /** The visitor's id as the widget's loader keeps it on the host site (?visitor=), for a frame without storage. */
  hostVisitor: string | null;
  /** Opened to book (?book=1, from a cancelled booking's page): the free times show at once. */
  book: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads /public-chat/{slug}[?embed=1[&visitor=…]][?book=1] without a router: the chat page's own entry has none. */
export function publicChatAddress({ pathname, search }: { pathname: string; search: string }): PublicChatAddress {
  const query = new URLSearchParams(search);
  const embedded = query.get('embed') === '1';
  const visitor = query.get('visitor') ?? '';
  const hostVisitor = embedded && UUID.test(visitor) ? visitor : null;
  const book = query.get('book') === '1';
  try {
    return { slug: decodeURIComponent(PUBLIC_CHAT_PATH.exec(pathname)?.[1] ?? ''), embedded, hostVisitor, book };
  } catch {
    return { slug: '', embedded, hostVisitor, book };
  }
}
