import { useCallback, useEffect, useState } from 'react';

/**
 * A notice that clears itself `ms` after it was last shown (showing it again restarts the clock);
 * show(null) clears it at once.
 */
export function useTimedNotice<T>(ms: number): [T | null, (notice: T | null) => void] {
  const [notice, setNotice] = useState<{ value: T } | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), ms);
    return () => window.clearTimeout(timer);
  }, [notice, ms]);

  const show = useCallback((value: T | null) => setNotice(value === null ? null : { value }), []);
  return [notice ? notice.value : null, show];
}
