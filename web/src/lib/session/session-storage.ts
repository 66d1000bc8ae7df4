import { authUserSchema, type AuthUser } from '@frontdesk/contracts/auth';
import { STORAGE_KEYS } from '@frontdesk/contracts/constants';
import { normalizePermissions, type PagePermission } from '@frontdesk/contracts/permissions';

export interface StoredSession {
  token: string;
  user: AuthUser;
  permissions: PagePermission[];
}

function readJson(storage: Storage, key: string): unknown {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** The session saved by an earlier visit, or null when any part is missing or malformed. */
export function readStoredSession(storage: Storage): StoredSession | null {
  const token = storage.getItem(STORAGE_KEYS.token);
  const user = authUserSchema.safeParse(readJson(storage, STORAGE_KEYS.user));
  if (!token || !user.success) return null;
  const storedPermissions = readJson(storage, STORAGE_KEYS.permissions);
  const permissions = storedPermissions === undefined ? user.data.permissions : normalizePermissions(storedPermissions);
  return { token, user: user.data, permissions };
}

export function writeToken(storage: Storage, token: string): void {
  storage.setItem(STORAGE_KEYS.token, token);
}

export function writeUser(storage: Storage, user: AuthUser): void {
  storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function writePermissions(storage: Storage, permissions: readonly PagePermission[]): void {
  storage.setItem(STORAGE_KEYS.permissions, JSON.stringify(permissions));
}

export function clearStoredSession(storage: Storage): void {
  storage.removeItem(STORAGE_KEYS.token);
  storage.removeItem(STORAGE_KEYS.user);
  storage.removeItem(STORAGE_KEYS.permissions);
}
