import { lazy, StrictMode, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ERROR_SCREEN_TEXTS } from '@frontdesk/contracts/page-error-texts';
import { ErrorBoundary } from './components/error-boundary';
import { PublicChatPage } from './features/public-chat/pages/public-chat-page';
import { publicChatAddress } from './features/public-chat/public-chat-address';

/**
 * The visitor's chat page on its own: React and the chat, without the admin app's router,
 * session, query and form libraries or zod, so a visitor downloads little before the chat paints.
 * Everything imported from here must stay free of those (src/public-chat-entry.test.ts checks it;
 * `npm run page-weight -w bench` measures it).
 */
export function renderPublicChat(container: Element, address: { pathname: string; search: string }): Root {
  const { slug, embedded, hostVisitor, book } = publicChatAddress(address);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <ErrorBoundary fallback={(error) => <Crashed error={error} />}>
        <PublicChatPage slug={slug} embedded={embedded} hostVisitor={hostVisitor} book={book} />
      </ErrorBoundary>
    </StrictMode>,
  );
  return root;
}

// The error screen is loaded only when the page has failed; should it fail to load too, its title alone.
const ErrorScreen = lazy(async () => ({ default: (await import('./components/error-screen')).ErrorScreen }));

function Crashed({ error }: { error: unknown }) {
  const plain = (
    <p role="alert" className="p-6 text-center text-slate-700">
      {ERROR_SCREEN_TEXTS.title}
    </p>
  );
  return (
    <ErrorBoundary fallback={() => plain}>
      <Suspense fallback={null}>
        <ErrorScreen error={error} />
      </Suspense>
    </ErrorBoundary>
  );
}
