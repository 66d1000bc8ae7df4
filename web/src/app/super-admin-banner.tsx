import { useNavigate } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { TEXTS } from '@frontdesk/contracts/texts';
import { Button } from '../components/ui/button';
import { PATHS } from '../config/paths';
import { useSession } from '../lib/session/session-provider';

/** Shown across the app while a super admin works inside a company (document 000, section 2.5). */
export function SuperAdminBanner() {
  const { state } = useSession();
  const navigate = useNavigate();
  if (state.status !== 'authenticated' || !state.user.isSuperAdmin || !state.user.impersonatedBy) return null;

  return (
    <div role="region" aria-label="Super admin mode" className="bg-amber-100 text-amber-900">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm sm:px-6">
        <p className="flex items-center gap-2 font-medium">
          <ShieldAlert aria-hidden className="size-4 shrink-0" />
          {TEXTS.superAdmin.bannerText}
        </p>
        <Button size="sm" variant="secondary" onClick={() => void navigate(PATHS.superAdminDashboard)}>
          {TEXTS.superAdmin.backToDashboard}
        </Button>
      </div>
    </div>
  );
}
