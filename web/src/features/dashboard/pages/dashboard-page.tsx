import { TEXTS } from '@frontdesk/contracts/texts';
import { OPERATOR_VISIT_LINE } from '@frontdesk/contracts/web-ui';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-error';
import { mapError } from '../../../lib/error-mapper';
import { useSignedInSession } from '../../../lib/session/session-provider';
import { useOnboarding } from '../api/get-onboarding';
import { AccountTiles } from '../components/account-tiles';
import { AssistantHealthCard } from '../components/assistant-health-card';
import { FeatureCards } from '../components/feature-cards';
import { OnboardingChecklist } from '../components/onboarding-checklist';
import { PublicChatCard } from '../components/public-chat-card';

export function DashboardPage() {
  const { user } = useSignedInSession();
  const onboarding = useOnboarding();
  return (
    <>
      {/* An operator visiting the company is not the one being welcomed back. */}
      <PageHeader
        title={TEXTS.dashboard.title}
        description={user.impersonatedBy ? OPERATOR_VISIT_LINE : `Welcome back, ${user.name}!`}
      />
      <div className="space-y-6">
        <AccountTiles user={user} />
        {onboarding.data ? (
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
            <OnboardingChecklist steps={onboarding.data.steps} />
            <AssistantHealthCard health={onboarding.data.health} />
          </div>
        ) : onboarding.isError ? (
          // A user without the dashboard's permission sees the rest of the page, not a refusal.
          onboarding.error instanceof ApiError && onboarding.error.status === 403 ? null : (
            <Alert tone="error">{mapError(onboarding.error).message}</Alert>
          )
        ) : (
          <LoadingState label="Loading your setup..." />
        )}
        <PublicChatCard user={user} />
        <FeatureCards />
      </div>
    </>
  );
}
