import type { AuthUser } from '@frontdesk/contracts/auth';
import { TEXTS } from '@frontdesk/contracts/texts';
import { roleLabel } from '../../../lib/format';

/** Document 000, section 2.8: Account Status, Plan and the user's Role, side by side. */
export function AccountTiles({ user }: { user: Pick<AuthUser, 'role'> }) {
  const tiles: [string, string][] = [
    [TEXTS.dashboard.accountStatus, TEXTS.dashboard.accountActive],
    [TEXTS.dashboard.plan, TEXTS.dashboard.planName],
    [TEXTS.dashboard.role, roleLabel(user.role)],
  ];
  return (
    <section aria-label="Your account">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {tiles.map(([term, value]) => (
          <div key={term} className="rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm">
            <dt className="text-sm text-slate-500">{term}</dt>
            <dd className="mt-1 text-lg font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
