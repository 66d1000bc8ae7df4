import { ERROR_SCREEN_TEXTS } from '@frontdesk/contracts/page-error-texts';
import { TriangleAlert } from 'lucide-react';
import { Button } from './ui/button';
import { EmptyState } from './ui/empty-state';
import { mapError } from '../lib/error-mapper';

/**
 * What a page shows when it threw while rendering, instead of a blank screen: the admin app's
 * routes (RouteErrorPage) and the visitor's chat page, which has no router, both show this.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const { code, message } = mapError(error);
  return (
    <div role="alert">
      <EmptyState
        icon={TriangleAlert}
        title={ERROR_SCREEN_TEXTS.title}
        description={`${message} (${code})`}
        action={<Button onClick={() => window.location.reload()}>{ERROR_SCREEN_TEXTS.reload}</Button>}
      />
    </div>
  );
}
