import { useLocation } from 'react-router';
import { PublicChatPage } from '../../features/public-chat/pages/public-chat-page';
import { publicChatAddress } from '../../features/public-chat/public-chat-address';

/**
 * The visitor's chat inside the admin app, for a link followed within it and for the dev server
 * (which answers every address with index.html). A visitor's browser gets public-chat.html, the
 * page's own entry, from the server instead.
 */
export function PublicChatRoute() {
  const { slug, embedded, hostVisitor, book } = publicChatAddress(useLocation());
  return <PublicChatPage slug={slug} embedded={embedded} hostVisitor={hostVisitor} book={book} />;
}
