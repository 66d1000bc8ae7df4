import { TEXTS } from '@frontdesk/contracts/texts';
import { PageHeader } from '../../../components/ui/page-header';
import { useSignedInSession } from '../../../lib/session/session-provider';
import { AccountTiles } from '../components/account-tiles';
import { FeatureCards } from '../components/feature-cards';
import { PublicChatCard } from '../components/public-chat-card';

export function DashboardPage() {
  const { user } = useSignedInSession();
  return (
    <>
      <PageHeader title={TEXTS.dashboard.title} description={`Welcome back, ${user.name}!`} />
      <div className="space-y-6">
        <AccountTiles user={user} />
        <PublicChatCard user={user} />
        <FeatureCards />
      </div>
    </>
  );
}
