import { useCallback, useEffect, useRef, useState } from 'react';

type State<T> =
  | { isPending: true; isError: false; data: undefined; error: null }
  | { isPending: false; isError: false; data: T; error: null }
  | { isPending: false; isError: true; data: undefined; error: unknown };

/** One read's state, shaped as TanStack Query's so pages read it the same way. */
export type Fetched<T> = State<T> & { refetch: () => void };

const PENDING = { isPending: true, isError: false, data: undefined, error: null } as const;

/**
 * Loads once per `key` (null waits), without a query library: the visitor's chat page makes one
 * or two reads and weighs what it loads. A read still running is reused rather than sent again
 * (StrictMode runs effects twice in development); the answer to an older key is dropped.
 */
export function useFetched<T>(key: string | null, load: () => Promise<T>): Fetched<T> {
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const running = useRef<{ request: string; answer: Promise<T> } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const request = key === null ? null : `${attempt}\n${key}`;
  const [settled, setSettled] = useState<{ request: string; state: State<T> } | null>(null);

  useEffect(() => {
    if (request === null) return;
    if (running.current?.request !== request) running.current = { request, answer: loadRef.current() };
    const { answer } = running.current;
    let current = true;
    answer.then(
      (data) => current && setSettled({ request, state: { isPending: false, isError: false, data, error: null } }),
      (error: unknown) => current && setSettled({ request, state: { isPending: false, isError: true, data: undefined, error } }),
    );
    return () => {
      current = false;
    };
  }, [request]);

  const refetch = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...(settled !== null && settled.request === request ? settled.state : PENDING), refetch };
}
