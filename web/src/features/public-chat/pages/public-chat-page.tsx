import { lazy, Suspense, useEffect, useState } from 'react';
import { LoadingState } from '../../../components/ui/spinner';
import { chatClosedReason, usePublicCompany } from '../api/get-public-company';
import { conversationStorageKey } from '../chat-storage';
import { ChatWindow } from '../components/chat-window';
import { tabStorageBlocked } from '../../../lib/browser-storage';
import { visitorId } from '../visitor-id';

// Loaded only for a chat that is missing, closed or failing: one that opens carries none of it.
const ClosedChat = lazy(async () => ({ default: (await import('../components/closed-chat')).ClosedChat }));

interface PublicChatPageProps {
  /** The company's slug or id from the address; empty when the address names none. */
  slug: string;
  /** Opened by widget.js inside another site's page (?embed=1). */
  embedded: boolean;
  /** The visitor's id kept by the widget's loader on the host site; used where this frame has no storage. */
  hostVisitor?: string | null;
  /** Opened to book (?book=1): the free times show at once. */
  book?: boolean;
}

/**
 * /public-chat/{slug or id}: the company's chat for visitors, no sign-in, no app frame. Its own
 * entry (public-chat.html, src/public-chat-main.tsx) serves it without the admin app.
 */
export function PublicChatPage({ slug, embedded, hostVisitor = null, book = false }: PublicChatPageProps) {
  // A widget frame that cannot keep anything itself leaves the conversation and the visitor's id to the host page.
  const [hostKeeps] = useState(() => embedded && tabStorageBlocked());
  const [visitor] = useState(() => (hostKeeps && hostVisitor) || visitorId());
  const company = usePublicCompany(slug, { visitor });

  useEffect(() => {
    if (!company.data) return;
    const previous = document.title;
    document.title = `Chat with ${company.data.name}`;
    return () => {
      document.title = previous;
    };
  }, [company.data]);

  if (company.data) {
    return (
      <div className={embedded ? 'bg-white' : 'min-h-dvh bg-slate-100 sm:py-6'}>
        <ChatWindow
          company={company.data}
          storageKey={conversationStorageKey('public-chat', company.data.slug)}
          visitorId={visitor}
          hostKeeps={hostKeeps}
          openBooking={book}
          layout={embedded ? 'embed' : 'page'}
          voice={
            company.data.voice ? { settings: company.data.voice, routes: { kind: 'public', slug: company.data.slug } } : null
          }
        />
      </div>
    );
  }

  // An address without a slug (public-chat.html opened as it is) names no chat to ask for.
  if (slug === '' || company.isError) {
    const reason = slug === '' ? 'not-found' : chatClosedReason(company.error);
    return (
      <Suspense fallback={<Opening />}>
        <ClosedChat reason={reason} error={company.error} onRetry={company.refetch} />
      </Suspense>
    );
  }

  return <Opening />;
}

function Opening() {
  return (
    <main className="flex min-h-dvh items-center justify-center">
      <LoadingState label="Opening the chat..." />
    </main>
  );
}
