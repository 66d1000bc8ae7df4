/**
 * The browser's localStorage, or a memory stand-in where reading it throws: a chat framed by
 * another site in a browser that keeps third-party frames away from storage, or storage switched
 * off. The app then still works; it only forgets the session when the tab closes.
 */
export function localStorageOrMemory(): Storage {
  return storageOrMemory(() => window.localStorage);
}

/** This tab's own storage (sessionStorage), with the same fallback. */
export function sessionStorageOrMemory(): Storage {
  return storageOrMemory(() => window.sessionStorage);
}

const PROBE_KEY = 'frontdesk:probe';

/**
 * Whether this tab's own storage refuses to keep anything: a chat framed by another site in a
 * browser that keeps third-party frames away from storage (reading may work, writing not).
 */
export function tabStorageBlocked(): boolean {
  try {
    window.sessionStorage.setItem(PROBE_KEY, '1');
    window.sessionStorage.removeItem(PROBE_KEY);
    return false;
  } catch {
    return true;
  }
}

function storageOrMemory(get: () => Storage): Storage {
  try {
    const storage = get();
    storage.getItem('');
    return storage;
  } catch {
    return memoryStorage();
  }
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}
