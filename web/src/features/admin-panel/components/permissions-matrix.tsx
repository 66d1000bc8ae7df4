import { useState } from 'react';
import type { AdminUser, SetPermissionsBody } from '@frontdesk/contracts/admin-users';
import { PAGE_PERMISSIONS, type PagePermission } from '@frontdesk/contracts/permissions';
import { TEXTS } from '@frontdesk/contracts/texts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { serverMessageOr } from '../../../lib/api-error';
import { useSetPermissions } from '../api/admin-users';

type Changes = Record<string, Partial<Record<PagePermission, boolean>>>;

function granted(user: AdminUser, page: PagePermission, changes: Changes): boolean {
  return changes[user.id]?.[page] ?? user.permissions.some((entry) => entry.page === page && entry.canAccess);
}

/** The whole matrix, every user and every page, as Save Changes sends it (document 001). */
export function wholeMatrix(users: readonly AdminUser[], changes: Changes): SetPermissionsBody {
  return Object.fromEntries(
    users
      .filter((user) => user.role !== 'admin')
      .map((user) => [user.id, Object.fromEntries(PAGE_PERMISSIONS.map((page) => [page, granted(user, page, changes)]))]),
  );
}

/**
 * Users by e-mail against the 19 pages. Company admins open every page already, so their row is
 * shown ticked and cannot be changed. Ticking 'admin' for anyone else asks first.
 */
export function PermissionsMatrix({ users }: { users: readonly AdminUser[] }) {
  const save = useSetPermissions();
  const [changes, setChanges] = useState<Changes>({});
  const [pendingAdmin, setPendingAdmin] = useState<AdminUser | null>(null);
  const dirty = Object.keys(changes).length > 0;

  function set(user: AdminUser, page: PagePermission, value: boolean) {
    save.reset();
    setChanges((current) => ({ ...current, [user.id]: { ...current[user.id], [page]: value } }));
  }

  function toggle(user: AdminUser, page: PagePermission, value: boolean) {
    if (page === 'admin' && value) setPendingAdmin(user);
    else set(user, page, value);
  }

  return (
    <Card title="User Permissions" description="Choose which pages each user may open. Admins can open every page.">
      <div className="space-y-4">
        {save.isSuccess ? <Alert tone="success">{TEXTS.admin.permissionsUpdated}</Alert> : null}
        {save.isError ? <Alert tone="error">{serverMessageOr(save.error, TEXTS.admin.saveFailed)}</Alert> : null}
        {/* Focusable, so the matrix can be scrolled sideways from the keyboard on a narrow screen. */}
        <div
          className="overflow-x-auto rounded-md border border-slate-200"
          tabIndex={0}
          role="region"
          aria-label="Page permissions per user"
        >
          <table className="min-w-full border-collapse text-sm">
            <caption className="sr-only">Page permissions per user</caption>
            <thead className="bg-slate-50 text-left text-xs font-medium text-slate-600">
              <tr>
                <th scope="col" className="sticky left-0 z-10 bg-slate-50 px-3 py-2">
                  User
                </th>
                {PAGE_PERMISSIONS.map((page) => (
                  <th key={page} scope="col" className="whitespace-nowrap px-2 py-2 text-center">
                    {page}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {users.map((user) => (
                <tr key={user.id}>
                  <th
                    scope="row"
                    className="sticky left-0 z-10 max-w-36 truncate sm:max-w-56 bg-white px-3 py-2 text-left font-normal text-slate-800"
                  >
                    {user.email}
                    {user.role === 'admin' ? <span className="ml-2 text-xs text-slate-500">(admin)</span> : null}
                  </th>
                  {PAGE_PERMISSIONS.map((page) => (
                    <td key={page} className="px-2 py-2 text-center">
                      <input
                        type="checkbox"
                        aria-label={`${page} for ${user.email}`}
                        className="size-4 accent-brand-600"
                        checked={user.role === 'admin' || granted(user, page, changes)}
                        disabled={user.role === 'admin' || save.isPending}
                        onChange={(event) => toggle(user, page, event.target.checked)}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="flex justify-end">
          <Button
            disabled={!dirty || save.isPending}
            onClick={() => save.mutate(wholeMatrix(users, changes), { onSuccess: () => setChanges({}) })}
          >
            {save.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={pendingAdmin !== null}
        title={TEXTS.admin.grantTitle}
        confirmLabel={TEXTS.admin.grantConfirm}
        onCancel={() => setPendingAdmin(null)}
        onConfirm={() => {
          if (pendingAdmin) set(pendingAdmin, 'admin', true);
          setPendingAdmin(null);
        }}
      >
        <p>{TEXTS.admin.grantBody}</p>
      </ConfirmDialog>
    </Card>
  );
}
