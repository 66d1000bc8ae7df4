import { useEffect, useRef } from 'react';
import { Alert } from './alert';

/**
 * A failed submit's one message. It comes into view and takes the focus when it appears, so a
 * phone user sees it above the keyboard and a screen reader reads it (role alert). Give it the
 * message as `key` so a new error is announced again.
 */
export function FormError({ message }: { message: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    box.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={box} tabIndex={-1} className="rounded-md focus:outline-none">
      <Alert tone="error">{message}</Alert>
    </div>
  );
}
