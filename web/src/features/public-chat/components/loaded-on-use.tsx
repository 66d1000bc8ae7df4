import { Suspense, useEffect, type ReactNode } from 'react';
import { CHAT_TEXTS } from '@frontdesk/contracts/chat-texts';
import { ErrorBoundary } from '../../../components/error-boundary';

interface LoadedOnUseProps {
  /** Shown while the part's code loads. */
  placeholder?: ReactNode;
  /** Called once the part is on screen (the conversation scrolls to it). */
  onShown?: () => void;
  children: ReactNode;
}

/**
 * A part of the chat whose code loads when it is first shown (React.lazy): a placeholder meanwhile,
 * and, should the code not arrive (the connection dropped), a notice in its place while the rest
 * of the conversation goes on.
 */
export function LoadedOnUse({ placeholder = null, onShown, children }: LoadedOnUseProps) {
  return (
    <ErrorBoundary
      fallback={() => (
        <p role="alert" className="text-sm font-medium text-amber-700">
          {CHAT_TEXTS.partNotLoaded}
        </p>
      )}
    >
      <Suspense fallback={placeholder}>
        <Shown onShown={onShown}>{children}</Shown>
      </Suspense>
    </ErrorBoundary>
  );
}

function Shown({ onShown, children }: { onShown: (() => void) | undefined; children: ReactNode }) {
  useEffect(() => onShown?.(), [onShown]);
  return children;
}
