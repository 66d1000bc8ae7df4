import { MessageCircleOff, SearchX, TriangleAlert } from 'lucide-react';
import { CHAT_TEXTS } from '@frontdesk/contracts/chat-texts';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { mapError } from '../../../lib/error-mapper';
import type { ChatClosedReason } from '../api/get-public-company';

/**
 * What a visitor reads instead of the chat: it does not exist, it is closed, or it could not be
 * opened. Loaded only then, so a chat that opens carries none of it.
 */
export function ClosedChat({ reason, error, onRetry }: { reason: ChatClosedReason | null; error: unknown; onRetry: () => void }) {
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <div className="w-full max-w-md rounded-lg border border-slate-200 bg-white shadow-sm">
        {reason === 'not-found' ? (
          <EmptyState icon={SearchX} title="Chat not found" description={CHAT_TEXTS.companyNotFound} />
        ) : reason === 'unavailable' ? (
          <EmptyState icon={MessageCircleOff} title="Chat unavailable" description={CHAT_TEXTS.unavailable} />
        ) : (
          <EmptyState
            icon={TriangleAlert}
            title="The chat could not be opened"
            description={mapError(error).message}
            action={<Button onClick={onRetry}>Try again</Button>}
          />
        )}
      </div>
    </main>
  );
}
