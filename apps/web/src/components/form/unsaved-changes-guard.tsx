import { useEffect, useLayoutEffect, useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { unsavedChanges, type UnsavedSource } from '@/lib/unsaved-changes';
import { useUnsavedChangesBlocker, type UnsavedChangesBlock } from './unsaved-changes-blocker';

/**
 * Says that this part of the screen has unsaved work (every ResourceForm, the seat-map builder, the
 * pricing mapping); the one prompt of the app asks before it is lost.
 */
export function useUnsavedChanges(source: UnsavedSource) {
  const [key] = useState(() => Symbol('unsaved'));
  // Kept current on every render: the prompt reads it at the moment someone navigates.
  useLayoutEffect(() => {
    unsavedChanges.set(key, source);
  });
  useEffect(() => () => unsavedChanges.remove(key), [key]);
}

/** The same, as an element for screens that prefer one. */
export function UnsavedChangesGuard(props: UnsavedSource) {
  useUnsavedChanges(props);
  return null;
}

/**
 * The one question before leaving unsaved work, rendered once in the root layout, which holds the
 * blocker (unsaved-changes-blocker.ts) so that it is in place before this dialog's code arrives.
 */
export function UnsavedChangesDialog({ blocker, body }: UnsavedChangesBlock) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('unsaved.title')}
      centered
    >
      <Text>{body ?? t('unsaved.formBody')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {t('unsaved.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('unsaved.leave')}
        </Button>
      </Group>
    </Modal>
  );
}

/** Blocker and dialog together, for a router without the root layout (component tests). */
export function UnsavedChangesPrompt() {
  return <UnsavedChangesDialog {...useUnsavedChangesBlocker()} />;
}
