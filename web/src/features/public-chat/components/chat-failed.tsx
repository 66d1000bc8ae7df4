import { TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { mapError } from '../../../lib/error-mapper';

/** What the chat page's own entry shows when the page threw while rendering, as RouteErrorPage does in the admin app. */
export function ChatFailed({ error }: { error: unknown }) {
  const { code, message } = mapError(error);
  return (
    <div role="alert">
      <EmptyState
        icon={TriangleAlert}
        title="Something went wrong"
        description={`${message} (${code})`}
        action={<Button onClick={() => window.location.reload()}>Reload the page</Button>}
      />
    </div>
  );
}
