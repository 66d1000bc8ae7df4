import { useId, useState } from 'react';
import type { Tenant } from '@frontdesk/contracts/super-admin';
import { Card } from '../../../components/ui/card';
import { controlClasses } from '../../../components/ui/field';
import { PublicChatLink } from '../../dashboard/components/public-chat-card';
import { publicChatUrl } from '../../dashboard/public-chat-link';
import { sharedNames } from '../../../lib/shared-names';

/** Any company's public chat link, with its QR code, Copy and Open. */
export function PublicChatLinksCard({ tenants }: { tenants: readonly Tenant[] }) {
  const selectId = useId();
  const [companyId, setCompanyId] = useState(tenants[0]?.company_id ?? '');
  const tenant = tenants.find((entry) => entry.company_id === companyId) ?? tenants[0];
  const shared = sharedNames(tenants);

  return (
    <Card title="Public Chat Links" description="Open or share the public chat of any company.">
      {tenant ? (
        <div className="space-y-4">
          <div>
            <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-slate-700">
              Company
            </label>
            <select
              id={selectId}
              value={tenant.company_id}
              onChange={(event) => setCompanyId(event.target.value)}
              className={controlClasses(false)}
            >
              {tenants.map((entry) => (
                <option key={entry.company_id} value={entry.company_id}>
                  {entry.company_name}
                  {shared.has(entry.company_name) ? ` (${entry.company_slug})` : ''}
                  {entry.is_blocked ? ' (blocked)' : ''}
                </option>
              ))}
            </select>
          </div>
          <PublicChatLink url={publicChatUrl(window.location.origin, tenant.company_slug)} />
        </div>
      ) : (
        <p className="text-sm text-slate-500">No companies yet.</p>
      )}
    </Card>
  );
}
