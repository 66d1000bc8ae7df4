import { useCallback, useState } from 'react';
import { Wand2 } from 'lucide-react';
import { TEXTS } from '@frontdesk/contracts/texts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { serverMessageOr } from '../../../lib/api-error';
import { useSignedInSession } from '../../../lib/session/session-provider';
import { useCompanySlug } from '../../dashboard/api/get-company-slug';
import { useBrandSettings } from '../api/brand-settings';
import { BrandCustomizationCard, type BrandDraft } from '../components/brand-customization-card';
import { EmailConfigCard } from '../components/email-config-card';
import { IntegrationWizardModal } from '../components/integration-wizard-modal';
import { LivePreviewCard } from '../components/live-preview-card';
import { PublicChatLinksCard } from '../components/public-chat-links-card';
import { WidgetInstallCard } from '../components/widget-install-card';

/** /integration: share the chat, put it on the company's website in its colours, and set up its e-mail. */
export function IntegrationsPage() {
  const { user } = useSignedInSession();
  const slug = useCompanySlug(user.companyId);
  const brand = useBrandSettings();
  const [draft, setDraft] = useState<BrandDraft | null>(null);
  const [wizardOpen, setWizardOpen] = useState(false);
  const onDraft = useCallback((next: BrandDraft) => setDraft(next), []);

  return (
    <>
      <PageHeader
        title="Integrations"
        description="Share your assistant, put it on your website and send mail from your own address."
        actions={
          <Button onClick={() => setWizardOpen(true)} disabled={!slug.data || !brand.data}>
            <Wand2 aria-hidden className="size-4" />
            {TEXTS.integrations.tryWizard}
          </Button>
        }
      />
      {/* minmax(0, 1fr) columns: a long code line scrolls inside its card instead of widening the page. */}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <PublicChatLinksCard user={user} />
        <EmailConfigCard />
        {brand.isPending ? (
          <LoadingState label="Loading brand settings..." />
        ) : brand.isError ? (
          <Alert tone="error">{serverMessageOr(brand.error, 'Failed to load brand settings')}</Alert>
        ) : (
          <BrandCustomizationCard settings={brand.data} onDraft={onDraft} />
        )}
        {slug.data && brand.data ? <LivePreviewCard slug={slug.data} draft={draft ?? brand.data} /> : null}
        {slug.data ? (
          <div className="xl:col-span-2">
            <WidgetInstallCard slug={slug.data} />
          </div>
        ) : null}
      </div>
      {slug.data && brand.data ? (
        <IntegrationWizardModal
          open={wizardOpen}
          onClose={() => setWizardOpen(false)}
          slug={slug.data}
          brand={draft ?? brand.data}
        />
      ) : null}
    </>
  );
}
