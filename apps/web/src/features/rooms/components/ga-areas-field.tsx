import { ActionIcon, Button, Group, Input, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { createIdFactory } from '@encore/shared/rooms/seat-block';
import type { RoomFormValues } from './room-form-values';

/** An empty area row with an id unique in the list (ids are kept by the server, like seat ids). */
export const newGaArea = (areas: RoomFormValues['gaAreas']) => ({
  id: createIdFactory(areas.map((a) => a.id))('area'),
  name: '',
  capacity: '' as number | string,
});

/**
 * General-admission areas: name and capacity each, and the total. Required for an unplaced room; optional
 * `standing` areas beside a placed room's seats (sold by quantity, like an arena's pit).
 */
export function GaAreasField({
  form,
  readOnly,
  standing = false,
}: {
  form: UseFormReturnType<RoomFormValues>;
  readOnly?: boolean;
  standing?: boolean;
}) {
  const { t, i18n } = useTranslation('rooms');
  const areas = form.getValues().gaAreas;
  const total = areas.reduce((sum, a) => sum + (typeof a.capacity === 'number' ? a.capacity : 0), 0);
  const add = () =>
    form.insertListItem('gaAreas', {
      id: createIdFactory(areas.map((a) => a.id))('area'),
      name: '',
      capacity: '',
    });
  return (
    <Input.Wrapper
      label={t(standing ? 'fields.standingAreas' : 'fields.gaAreas')}
      description={standing ? t('fields.standingAreasHint') : undefined}
      error={form.errors.gaAreas}
      required={!standing}
    >
      <Stack gap="xs" mt={4}>
        {areas.map((area, i) => (
          <Group key={area.id} align="flex-start" wrap="wrap" gap="xs">
            <TextInput
              label={t('fields.areaName')}
              required
              readOnly={readOnly}
              style={{ flex: '1 1 200px' }}
              {...form.getInputProps(`gaAreas.${i}.name`)}
            />
            <NumberInput
              label={t('fields.capacity')}
              required
              readOnly={readOnly}
              min={1}
              max={200_000}
              allowDecimal={false}
              style={{ flex: '0 1 140px' }}
              {...form.getInputProps(`gaAreas.${i}.capacity`)}
            />
            {!readOnly && (
              <ActionIcon
                variant="subtle"
                color="red"
                mt={26}
                size="lg"
                aria-label={t('actions.removeArea', { name: area.name || i + 1 })}
                onClick={() => form.removeListItem('gaAreas', i)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        ))}
        <Group justify="space-between">
          {!readOnly && (
            <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={add}>
              {t('actions.addArea')}
            </Button>
          )}
          <Text size="sm" fw={500} aria-live="polite">
            {t('fields.totalCapacity', { total: total.toLocaleString(i18n.language) })}
          </Text>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
