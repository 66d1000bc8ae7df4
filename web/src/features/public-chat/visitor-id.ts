import { localStorageOrMemory } from '../../lib/browser-storage';

const KEY = 'frontdesk:visitor';

/**
 * A random (version 4) UUID. crypto.randomUUID exists only in secure contexts, and a self-hosted
 * install served over plain http is not one; crypto.getRandomValues is there in every context.
 */
export function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * This browser's visitor id, kept across its conversations (localStorage): a visit is counted once
 * per visitor and day, and an A/B test shows a visitor the same welcome message every time.
 */
export function visitorId(): string {
  const storage = localStorageOrMemory();
  const stored = storage.getItem(KEY);
  if (stored && /^[0-9a-f-]{36}$/i.test(stored)) return stored;
  const fresh = randomUuid();
  storage.setItem(KEY, fresh);
  return fresh;
}
