import { Button, Group, Paper, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '@/components/form/unsaved-changes-guard';
import { applyServerError } from '@/lib/form/zod-form';
import { notify } from '@/lib/notify';
import classes from './resource-form.module.css';

interface ResourceFormProps<V extends Record<string, unknown>> {
  form: UseFormReturnType<V>;
  /** Sends the values; rejects with the ApiError on failure. */
  onSubmit: (values: V) => Promise<unknown>;
  onCancel: () => void;
  /** Fields that server error details may be placed under. */
  fields: readonly string[];
  /** Error codes shown under one field (E00006 duplicate -> its unique field). */
  fieldOfCode?: Record<string, string>;
  loading?: boolean;
  readOnly?: boolean;
  children: ReactNode;
  /** Render without the card frame (inside a modal). */
  bare?: boolean;
  /** Server paths whose form field has another name (feeCents -> fee). */
  fieldOfPath?: Record<string, string>;
  /** The success toast, when not the spec's 'Saved with success' (My account's profile). */
  successMessage?: string;
  /** The submit button's text, when not 'Save' (a user's activation). */
  submitLabel?: string;
}

/**
 * The one form frame of add and edit screens: submit, cancel, server errors under fields (said there
 * only; the toast says what has no field), toasts, and the question before leaving with unsaved changes.
 * The actions sit in a bar that sticks to the bottom of the window, buttons at its start: a long form's
 * Save is always in reach and never under the toasts, which stay bottom right (SPEC section 8).
 */
export function ResourceForm<V extends Record<string, unknown>>(props: ResourceFormProps<V>) {
  const { form, onSubmit, onCancel, fields, fieldOfCode, loading, readOnly, children, bare, fieldOfPath } =
    props;
  const { t } = useTranslation('catalogue');
  const saving = useRef(false);
  useUnsavedChanges({ dirty: !readOnly && form.isDirty(), saving });

  const submit = form.onSubmit(
    async (values) => {
      saving.current = true;
      try {
        await onSubmit(values);
        // What was saved is the new starting point: leaving now loses nothing.
        form.resetDirty(values);
        notify('success', props.successMessage ?? t('toasts.saved'));
      } catch (error) {
        const message = applyServerError(error, t, form.setFieldError, fields, fieldOfCode, fieldOfPath);
        if (message) notify('error', message);
      } finally {
        saving.current = false;
      }
    },
    () => notify('error', t('errors:E00002')),
  );

  const body = (
    <Stack>
      {children}
      <Group className={classes.actions} data-bare={bare || undefined} gap="sm">
        {!readOnly && (
          <Button type="submit" loading={loading}>
            {props.submitLabel ?? t('actions.save')}
          </Button>
        )}
        <Button variant="default" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
      </Group>
    </Stack>
  );
  return (
    <form onSubmit={submit} noValidate>
      {bare ? (
        body
      ) : (
        <Paper withBorder p="lg" radius="md">
          {body}
        </Paper>
      )}
    </form>
  );
}
