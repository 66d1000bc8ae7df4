import { localStorageOrMemory } from '../../lib/browser-storage';

const KEY = 'frontdesk:visitor';

/**
 * This browser's visitor id, kept across its conversations (localStorage): a visit is counted once
 * per visitor and day, and an A/B test shows a visitor the same welcome message every time.
 */
export function visitorId(): string {
  const storage = localStorageOrMemory();
  const stored = storage.getItem(KEY);
  if (stored && /^[0-9a-f-]{36}$/i.test(stored)) return stored;
  const fresh = crypto.randomUUID();
  storage.setItem(KEY, fresh);
  return fresh;
}
