import { Button, Group, Paper, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pricingCreateSchema } from '@encore/shared/pricings/pricing.schema';
import { useUnsavedChanges } from '@/components/form/unsaved-changes-guard';
import { zodValidate } from '@/lib/form/zod-form';
import { usePricingRooms } from '../api/pricing-queries';
import { reportPricingError } from '../lib/pricing-errors';

interface PricingCreateFormProps {
  onSubmit: (values: { name: string; roomId: string }) => Promise<unknown>;
  onCancel: () => void;
  loading?: boolean;
}

/** A new pricing: its name and the room it is drawn for (fixed afterwards: the mapping names its seats). */
export function PricingCreateForm({ onSubmit, onCancel, loading }: PricingCreateFormProps) {
  const { t } = useTranslation('pricings');
  const rooms = usePricingRooms();
  const form = useForm({
    initialValues: { name: '', roomId: '' },
    validate: zodValidate(pricingCreateSchema, t),
  });
  // A name typed or a room picked is asked about before leaving, as in every form (issue 15, point 3).
  const saving = useRef(false);
  useUnsavedChanges({ dirty: form.isDirty(), saving });
  const roomOptions = (rooms.data ?? []).map((r) => ({
    value: r.id,
    label: `${r.name} (${t(`roomKind.${r.kind}`)})`,
  }));
  const submit = form.onSubmit(async (values) => {
    saving.current = true;
    try {
      await onSubmit(values);
      // Created: going on to the new pricing loses nothing.
      form.resetDirty(values);
    } catch (error) {
      reportPricingError(error, t, 'savePricing', form.setFieldError, { name: 'name', roomId: 'roomId' });
    } finally {
      saving.current = false;
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <TextInput label={t('fields.name')} required {...form.getInputProps('name')} />
          <Select
            label={t('fields.room')}
            description={t('add.roomHint')}
            required
            searchable
            data={roomOptions}
            nothingFoundMessage={t('add.noRoom')}
            {...form.getInputProps('roomId')}
            error={form.errors.roomId ?? (rooms.isError ? t('failures.loadPricing') : undefined)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={loading}>
              {t('actions.create')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}
