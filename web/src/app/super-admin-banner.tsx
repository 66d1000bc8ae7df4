import { useNavigate } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { TEXTS } from '@frontdesk/contracts/texts';
import { Button } from '../components/ui/button';
import { PATHS } from '../config/paths';
import { useCompanyIdentity } from '../features/public-chat/api/get-company-info';
import { useSession } from '../lib/session/session-provider';

/**
 * Shown across the app while a super admin visits a company (document 000, section 2.5). The
 * button ends the visit: the tab the console opened closes; any other tab returns to the console
 * on the operator's own session (or to its sign-in when there is none).
 */
export function SuperAdminBanner() {
  const { state } = useSession();
  if (state.status !== 'authenticated' || !state.user.isSuperAdmin || !state.user.impersonatedBy) return null;
  return <VisitBanner />;
}

function VisitBanner() {
  const { logout } = useSession();
  const navigate = useNavigate();
  const company = useCompanyIdentity();

  function exit() {
    logout();
    if (window.opener) window.close();
    // Still here when the browser keeps the tab open: the console, or its sign-in.
    void navigate(PATHS.superAdminDashboard, { replace: true });
  }

  return (
    <div role="region" aria-label="Super admin mode" className="bg-amber-100 text-amber-900">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm sm:px-6">
        <p className="flex items-center gap-2 font-medium">
          <ShieldAlert aria-hidden className="size-4 shrink-0" />
          <span>
            {TEXTS.superAdmin.bannerText}
            {company.data ? <strong className="ml-1">({company.data.name})</strong> : null}
          </span>
        </p>
        <Button size="sm" variant="secondary" onClick={exit}>
          {TEXTS.superAdmin.backToDashboard}
        </Button>
      </div>
    </div>
  );
}
