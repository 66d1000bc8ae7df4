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
