import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { LEAVE_UNSAVED_TEXTS } from '@frontdesk/contracts/web-ui';
import { ConfirmDialog } from './ui/confirm-dialog';

/**
 * While `dirty`, leaving the page asks first: a link inside the app opens a dialog, and closing or
 * reloading the tab gets the browser's own question. Going to sign-in is never held up (a session
 * that ended must be able to leave).
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname && nextLocation.pathname !== '/login',
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={LEAVE_UNSAVED_TEXTS.title}
      confirmLabel={LEAVE_UNSAVED_TEXTS.leave}
      cancelLabel={LEAVE_UNSAVED_TEXTS.stay}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {LEAVE_UNSAVED_TEXTS.body}
    </ConfirmDialog>
  );
}
