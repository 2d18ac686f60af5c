import { Button, Group, Paper, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerError } from '@/lib/form/zod-form';
import { notify } from '@/lib/notify';

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
}

/** The one form frame of add and edit screens: submit, cancel, server errors under fields, toasts. */
export function ResourceForm<V extends Record<string, unknown>>(props: ResourceFormProps<V>) {
  const { form, onSubmit, onCancel, fields, fieldOfCode, loading, readOnly, children, bare, fieldOfPath } =
    props;
  const { t } = useTranslation('catalogue');

  const submit = form.onSubmit(
    async (values) => {
      try {
        await onSubmit(values);
        notify('success', props.successMessage ?? t('toasts.saved'));
      } catch (error) {
        const message = applyServerError(error, t, form.setFieldError, fields, fieldOfCode, fieldOfPath);
        if (message) notify('error', message);
      }
    },
    () => notify('error', t('errors:E00002')),
  );

  const body = (
    <Stack>
      {children}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
        {!readOnly && (
          <Button type="submit" loading={loading}>
            {t('actions.save')}
          </Button>
        )}
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
