import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ErrorBoundary } from './components/error-boundary';
import { ErrorScreen } from './components/error-screen';
import { PublicChatPage } from './features/public-chat/pages/public-chat-page';
import { publicChatAddress } from './features/public-chat/public-chat-address';

/**
 * The visitor's chat page on its own: React and the chat, without the admin app's router,
 * session, query and form libraries or zod, so a visitor downloads little before the chat paints.
 * Everything imported from here must stay free of those (src/public-chat-entry.test.ts checks it;
 * `npm run page-weight -w bench` measures it).
 */
export function renderPublicChat(container: Element, address: { pathname: string; search: string }): Root {
  const { slug, embedded, hostVisitor } = publicChatAddress(address);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <ErrorBoundary fallback={(error) => <ErrorScreen error={error} />}>
        <PublicChatPage slug={slug} embedded={embedded} hostVisitor={hostVisitor} />
      </ErrorBoundary>
    </StrictMode>,
  );
  return root;
}
