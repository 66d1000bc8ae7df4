import { useNavigate } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { TEXTS } from '@frontdesk/contracts/texts';
import { Button } from '../components/ui/button';
import { PATHS } from '../config/paths';
import { SUPER_ADMIN_TEXTS } from '@frontdesk/contracts/super-admin';
import { useCompanyIdentity } from '../features/public-chat/api/get-company-info';
import { useTenant } from '../features/super-admin/api/super-admin';
import { useSession, useSignedInSession } from '../lib/session/session-provider';

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
  const { user } = useSignedInSession();
  const navigate = useNavigate();
  const company = useCompanyIdentity();
  // A blocked company's users cannot sign in and its chat is closed: the visitor should know why.
  const tenant = useTenant(user.companyId);

  function exit() {
    // The tab closes once the server has ended the visit: closing at once could cut that request off.
    void logout().then(() => {
      if (window.opener) window.close();
    });
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
        {tenant.data?.is_blocked ? <p className="basis-full sm:order-last">{SUPER_ADMIN_TEXTS.blocked}</p> : null}
        <Button size="sm" variant="secondary" onClick={exit}>
          {TEXTS.superAdmin.backToDashboard}
        </Button>
      </div>
    </div>
  );
}
