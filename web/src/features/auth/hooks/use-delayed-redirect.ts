import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { REDIRECT_AFTER_SUCCESS_MS } from '@frontdesk/contracts/constants';

/** Once `to` is set, goes there after the spec's pause (3 s), time enough to read the notice. */
export function useDelayedRedirect(to: string | null, delayMs: number = REDIRECT_AFTER_SUCCESS_MS): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!to) return;
    const timer = window.setTimeout(() => void navigate(to, { replace: true }), delayMs);
    return () => window.clearTimeout(timer);
  }, [to, delayMs, navigate]);
}
