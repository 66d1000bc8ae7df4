import type { AuthUser } from '@frontdesk/contracts/auth';
import { TEXTS } from '@frontdesk/contracts/texts';
import { roleLabel } from '../../../lib/format';

/** Account Status and Plan are fixed texts in the spec; Role comes from the user. */
export function AccountTiles({ user }: { user: AuthUser }) {
  const tiles = [
    { label: 'Account Status', value: TEXTS.dashboard.accountStatus },
    { label: 'Plan', value: TEXTS.dashboard.plan },
    { label: 'Role', value: roleLabel(user.role) },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">{tile.label}</dt>
          <dd className="mt-1 text-lg font-semibold text-slate-900">{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
