import { useState } from 'react';

/** A write's state, shaped as TanStack Query's mutations so components read it the same way. */
export interface Action<I, R> {
  /** Runs the write; `onSuccess` gets its answer. A failure is kept in `error` until the next run. */
  mutate: (input: I, callbacks?: { onSuccess?: (result: R) => void; onError?: (error: unknown) => void }) => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/** One write at a time (a booking, contact details), without a query library; see use-fetched.ts. */
export function useAction<I, R>(action: (input: I) => Promise<R>): Action<I, R> {
  const [state, setState] = useState<{ isPending: boolean; error: unknown }>({ isPending: false, error: null });
  return {
    mutate: (input, callbacks = {}) => {
      setState({ isPending: true, error: null });
      action(input).then(
        (result) => {
          setState({ isPending: false, error: null });
          callbacks.onSuccess?.(result);
        },
        (error: unknown) => {
          setState({ isPending: false, error });
          callbacks.onError?.(error);
        },
      );
    },
    isPending: state.isPending,
    isError: state.error !== null,
    error: state.error,
  };
}
