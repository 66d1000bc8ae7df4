import { useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { mapError } from '../../lib/error-mapper';

/** What a route shows when its page throws while rendering, instead of a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
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
