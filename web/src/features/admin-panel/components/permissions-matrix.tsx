import { ChevronDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { AdminUser, SetPermissionsBody } from '@frontdesk/contracts/admin-users';
import { PAGE_PERMISSIONS, type PagePermission } from '@frontdesk/contracts/permissions';
import { TEXTS } from '@frontdesk/contracts/texts';
import { PERMISSIONS_LIST_TEXTS } from '@frontdesk/contracts/web-ui';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useWideScreen } from '../../../hooks/use-wide-screen';
import { serverMessageOr } from '../../../lib/api-error';
import { useSetPermissions } from '../api/admin-users';

type Changes = Record<string, Partial<Record<PagePermission, boolean>>>;

/** What the server last said. */
function stored(user: AdminUser, page: PagePermission): boolean {
  return user.permissions.some((entry) => entry.page === page && entry.canAccess);
}

function granted(user: AdminUser, page: PagePermission, changes: Changes): boolean {
  return changes[user.id]?.[page] ?? stored(user, page);
}

/**
 * Whether the user opens every page whatever their other ticks say: the company's admin, or a user
 * granted 'admin' (document 001: granting admin is treated as full access).
 */
function opensEverything(user: AdminUser, page: PagePermission, changes: Changes): boolean {
  return user.role === 'admin' || (page !== 'admin' && granted(user, 'admin', changes));
}

/** Whether the user may open the page, as the matrix shows it. */
function opens(user: AdminUser, page: PagePermission, changes: Changes): boolean {
  return opensEverything(user, page, changes) || granted(user, page, changes);
}

/**
 * What Save Changes sends: only the cells the admin changed, user id to page to boolean; a tick taken
 * back and rows left alone are not sent, so a save never undoes another admin's change meanwhile.
 * Company admins open every page, so their rows never change.
 */
export function changedCells(users: readonly AdminUser[], changes: Changes): SetPermissionsBody {
  const body: SetPermissionsBody = {};
  for (const user of users) {
    if (user.role === 'admin') continue;
    const cells = Object.entries(changes[user.id] ?? {}).filter(
      ([page, value]) => value !== stored(user, page as PagePermission),
    );
    if (cells.length > 0) body[user.id] = Object.fromEntries(cells);
  }
  return body;
}

/**
 * Users by e-mail against every page: a table on a wider screen, a list that folds open per user on
 * a phone. Company admins open every page already, so theirs cannot be changed. Ticking 'admin'
 * for anyone else asks first; leaving with changes not saved asks too.
 */
export function PermissionsMatrix({ users }: { users: readonly AdminUser[] }) {
  const save = useSetPermissions();
  const [changes, setChanges] = useState<Changes>({});
  const [pendingAdmin, setPendingAdmin] = useState<AdminUser | null>(null);
  const edits = changedCells(users, changes);
  const dirty = Object.keys(edits).length > 0;
  const wide = useWideScreen();

  function set(user: AdminUser, page: PagePermission, value: boolean) {
    save.reset();
    setChanges((current) => ({
      ...current,
      // Admin granted opens every page: the row's other changes, hidden under it, are dropped.
      [user.id]: page === 'admin' && value ? { admin: true } : { ...current[user.id], [page]: value },
    }));
  }

  function toggle(user: AdminUser, page: PagePermission, value: boolean) {
    if (page === 'admin' && value) setPendingAdmin(user);
    else set(user, page, value);
  }

  const checkbox = (user: AdminUser, page: PagePermission, label: string) => (
    <input
      type="checkbox"
      aria-label={label}
      className="size-4 shrink-0 accent-brand-600"
      checked={opens(user, page, changes)}
      disabled={opensEverything(user, page, changes) || save.isPending}
      onChange={(event) => toggle(user, page, event.target.checked)}
    />
  );

  return (
    <Card
      title="User Permissions"
      description="Choose which pages each user may open. Admins, and users granted admin, can open every page."
    >
      <div className="space-y-4">
        {save.isSuccess ? <Alert tone="success">{TEXTS.admin.permissionsUpdated}</Alert> : null}
        {save.isError ? <Alert tone="error">{serverMessageOr(save.error, TEXTS.admin.saveFailed)}</Alert> : null}
        {wide ? (
          <PermissionsTable users={users} checkbox={checkbox} />
        ) : (
          <PermissionsList users={users} changes={changes} checkbox={checkbox} />
        )}
        <div className="flex justify-end">
          <Button
            disabled={!dirty || save.isPending}
            // The users are read again before the save settles (useSetPermissions), so the matrix
            // shows what the server now holds, other admins' changes included.
            onClick={() => save.mutate(edits, { onSuccess: () => setChanges({}) })}
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
      <UnsavedChangesGuard dirty={dirty} />
    </Card>
  );
}

type Checkbox = (user: AdminUser, page: PagePermission, label: string) => ReactNode;

/** On a wider screen: users by e-mail against the pages, the e-mails kept in view while it scrolls sideways. */
function PermissionsTable({ users, checkbox }: { users: readonly AdminUser[]; checkbox: Checkbox }) {
  return (
    // Focusable, so the matrix can be scrolled sideways from the keyboard.
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
                  {checkbox(user, page, `${page} for ${user.email}`)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * On a phone: each user folds open to their pages, two columns of named checkboxes, with how many
 * they may open in view while folded; an admin's line says they open every page.
 */
function PermissionsList({ users, changes, checkbox }: { users: readonly AdminUser[]; changes: Changes; checkbox: Checkbox }) {
  return (
    <ul className="divide-y divide-slate-100 rounded-md border border-slate-200" aria-label="Page permissions per user">
      {users.map((user) => (
        <li key={user.id}>
          {user.role === 'admin' ? (
            <p className="flex items-center justify-between gap-3 px-3 py-3 text-sm">
              <span className="truncate text-slate-800">{user.email}</span>
              <span className="shrink-0 text-xs text-slate-500">{PERMISSIONS_LIST_TEXTS.admin}</span>
            </p>
          ) : (
            <details className="group">
              <summary className="flex cursor-pointer items-center justify-between gap-3 px-3 py-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-600">
                <span className="truncate text-slate-800">{user.email}</span>
                <span className="flex shrink-0 items-center gap-1 text-xs text-slate-500">
                  {PERMISSIONS_LIST_TEXTS.pages(
                    PAGE_PERMISSIONS.filter((page) => opens(user, page, changes)).length,
                    PAGE_PERMISSIONS.length,
                  )}
                  <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
                </span>
              </summary>
              <fieldset className="grid grid-cols-2 gap-x-3 gap-y-2 px-3 pb-3">
                <legend className="sr-only">Pages {user.email} may open</legend>
                {PAGE_PERMISSIONS.map((page) => (
                  <label key={page} className="flex min-h-8 items-center gap-2 text-sm text-slate-700">
                    {checkbox(user, page, `${page} for ${user.email}`)}
                    <span className="min-w-0 break-words">{page}</span>
                  </label>
                ))}
              </fieldset>
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}
