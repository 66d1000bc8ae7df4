import { ExternalLink } from 'lucide-react';
import type { AuthUser } from '@frontdesk/contracts/auth';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CopyButton } from '../../../components/ui/copy-button';
import { LoadingState } from '../../../components/ui/spinner';
import { useCompanySlug } from '../api/get-company-slug';
import { publicChatUrl, resolvePublicChatSlug } from '../public-chat-link';
import { QrCodeImage } from './qr-code-image';

export function PublicChatCard({ user }: { user: AuthUser }) {
  const slugQuery = useCompanySlug(user.companyId);

  return (
    <Card title="Your Public Chat" description="Share this link or QR code so visitors can talk to your assistant.">
      {slugQuery.isLoading ? (
        <LoadingState label="Loading your public chat link..." />
      ) : (
        <PublicChatLink url={publicChatUrl(window.location.origin, resolvePublicChatSlug(slugQuery.data, user))} />
      )}
    </Card>
  );
}

/** The link, its QR code, Copy and Open; shared with the Integrations page. */
export function PublicChatLink({ url }: { url: string }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <QrCodeImage text={url} label="QR code for your public chat link" />
      <div className="min-w-0 flex-1 space-y-3">
        <p className="break-all rounded-md bg-slate-50 px-3 py-2 font-mono text-sm text-slate-800">{url}</p>
        <div className="flex flex-wrap gap-2">
          <CopyButton text={url} />
          <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary', 'sm')}>
            <ExternalLink aria-hidden className="size-4" />
            Open
          </a>
        </div>
      </div>
    </div>
  );
}
