import type { AuthUser } from '@frontdesk/contracts/auth';
import { TEXTS } from '@frontdesk/contracts/texts';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { LoadingState } from '../../../components/ui/spinner';
import { useCompanySlug } from '../../dashboard/api/get-company-slug';
import { PublicChatLink } from '../../dashboard/components/public-chat-card';
import { publicChatUrl } from '../../dashboard/public-chat-link';

/** Document 001, Integrations page: the public link; unlike the dashboard, no guessed fallback. */
export function PublicChatLinksCard({ user }: { user: AuthUser }) {
  const slug = useCompanySlug(user.companyId);
  return (
    <Card title="Public Chat Links" description="Share this link, or print the QR code, so visitors can reach your assistant.">
      {slug.isLoading ? (
        <LoadingState label="Loading your public chat link..." />
      ) : slug.data ? (
        <PublicChatLink url={publicChatUrl(window.location.origin, slug.data)} />
      ) : (
        <Alert tone="error" title={TEXTS.integrations.slugFetchFailedCode}>
          {TEXTS.integrations.slugFetchFailed}
        </Alert>
      )}
    </Card>
  );
}
