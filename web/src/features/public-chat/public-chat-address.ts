const PUBLIC_CHAT_PATH = /^\/public-chat\/([^/]+)\/?$/;

export interface PublicChatAddress {
  /** The company's slug or id; empty when the address names none (or cannot be decoded). */
  slug: string;
  /** Opened by widget.js inside another site's page. */
  embedded: boolean;
}

/** Reads /public-chat/{slug}[?embed=1] without a router: the chat page's own entry has none. */
export function publicChatAddress({ pathname, search }: { pathname: string; search: string }): PublicChatAddress {
  const embedded = new URLSearchParams(search).get('embed') === '1';
  try {
    return { slug: decodeURIComponent(PUBLIC_CHAT_PATH.exec(pathname)?.[1] ?? ''), embedded };
  } catch {
    return { slug: '', embedded };
  }
}
