import { ExternalLink } from 'lucide-react';
import { BRAND_DEFAULTS } from '@frontdesk/contracts/branding';
import type { PublicCompany } from '@frontdesk/contracts/public-chat';
import { TEXTS } from '@frontdesk/contracts/texts';
import { voiceSettingsOf } from '@frontdesk/contracts/voice';
import { SIMULATOR_DESCRIPTION, SIMULATOR_FALLBACK_COMPANY } from '@frontdesk/contracts/web-ui';
import { Alert } from '../../../components/ui/alert';
import { readStoredToken } from '../../../lib/session/stored-token';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { useVoiceConfig } from '../../voice-config/api/voice-config';
import { useCompanyIdentity } from '../api/get-company-info';
import { chatClosedReason, usePublicCompany } from '../api/get-public-company';
import { conversationStorageKey } from '../chat-storage';
import { AnswerSourceNote } from '../components/answer-source-note';
import { ChatWindow } from '../components/chat-window';

/** /chat: the company's own public chat, inside the app, so an admin can try the assistant. */
export function ChatSimulatorPage() {
  const identity = useCompanyIdentity();
  // Document 001, section 8: without the company's details, a Demo Company with slug demo.
  const { name, slug } = identity.data ?? SIMULATOR_FALLBACK_COMPANY;
  const profile = usePublicCompany(slug, { enabled: !identity.isPending });
  // Document 001, section 7: the simulator reads the voice settings through the company's own API.
  const voiceConfig = useVoiceConfig();
  const voiceSettings = voiceConfig.data ? voiceSettingsOf(voiceConfig.data) : null;
  const settled = !identity.isPending && !profile.isPending;

  const company: PublicCompany = {
    name,
    slug,
    primary_color: profile.data?.primary_color ?? BRAND_DEFAULTS.primary_color,
    secondary_color: profile.data?.secondary_color ?? BRAND_DEFAULTS.secondary_color,
    logo_url: profile.data?.logo_url ?? '',
    welcome_message: profile.data?.welcome_message ?? BRAND_DEFAULTS.welcome_message,
    chat_position: profile.data?.chat_position ?? BRAND_DEFAULTS.chat_position,
    chat_size: profile.data?.chat_size ?? BRAND_DEFAULTS.chat_size,
    suggested_questions: profile.data?.suggested_questions ?? [],
    booking_enabled: profile.data?.booking_enabled ?? false,
    voice: voiceSettings,
  };
  const closed = profile.isError ? chatClosedReason(profile.error) : null;

  return (
    <>
      <PageHeader
        title="Public Chat Simulator"
        description={SIMULATOR_DESCRIPTION}
        actions={
          <a
            href={`/public-chat/${encodeURIComponent(slug)}`}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('secondary')}
          >
            <ExternalLink aria-hidden className="size-4" />
            Open public page
          </a>
        }
      />
      <div className="mx-auto max-w-2xl space-y-4">
        {closed === 'unavailable' ? <Alert tone="error">{TEXTS.chat.unavailable}</Alert> : null}
        {closed === 'not-found' ? <Alert tone="error">{TEXTS.chat.companyNotFound}</Alert> : null}
        {settled ? (
          <ChatWindow
            key={slug}
            company={company}
            storageKey={conversationStorageKey('simulator', slug)}
            memberToken={readStoredToken}
            layout="panel"
            sourceNote={(source) => <AnswerSourceNote source={source} />}
            subtitle={`Slug: ${slug}`}
            voice={voiceSettings ? { settings: voiceSettings, routes: { kind: 'company' } } : null}
          />
        ) : (
          <LoadingState label="Loading your chat..." />
        )}
      </div>
    </>
  );
}
