import { useRouteError } from 'react-router';
import { ErrorScreen } from '../../components/error-screen';

/** What a route shows when its page throws while rendering. */
export function RouteErrorPage() {
  return <ErrorScreen error={useRouteError()} />;
}
