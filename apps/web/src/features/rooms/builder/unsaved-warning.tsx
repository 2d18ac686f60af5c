import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/** Asks before leaving the room (in-app navigation or closing the tab) while the plan has unsaved changes. */
export function UnsavedWarning({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation('rooms');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={t('builder.unsaved.title')}
      body={t('builder.unsaved.body')}
      confirmLabel={t('builder.unsaved.leave')}
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
