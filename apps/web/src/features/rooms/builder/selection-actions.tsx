import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assignToArea, deleteSeats } from '@encore/shared/rooms/seat-map-edit';
import { MoveControls } from './move-controls';
import { RenumberControls } from './renumber-controls';
import { SeatFlagControls } from './seat-flag-controls';
import type { BuilderState } from './use-builder-state';

/** What can be done to the selected seats: move, rotate, renumber, flag, assign to an area, delete. */
export function SelectionActions({ state }: { state: BuilderState }) {
  const { t, i18n } = useTranslation('rooms');
  const [areaId, setAreaId] = useState<string | null>(null);
  const { selectedIds, count, map } = state;
  if (!count)
    return (
      <Text size="sm" c="dimmed">
        {t('builder.selection.none')}
      </Text>
    );
  const target = areaId && map.areas.some((a) => a.id === areaId) ? areaId : null;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {t('builder.selection.count', { count, formatted: count.toLocaleString(i18n.language) })}
        </Text>
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconX size={14} aria-hidden />}
          onClick={() => state.select([])}
        >
          {t('builder.selection.clear')}
        </Button>
      </Group>
      <MoveControls state={state} />
      <RenumberControls state={state} />
      <SeatFlagControls state={state} />
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Select
          label={t('builder.selection.assignTo')}
          placeholder={t('builder.selection.chooseArea')}
          data={map.areas.map((a) => ({ value: a.id, label: a.name }))}
          value={target}
          onChange={setAreaId}
          style={{ flex: 1 }}
        />
        <Button
          variant="light"
          disabled={!target}
          onClick={() => target && state.edit((m) => assignToArea(m, selectedIds, target))}
        >
          {t('builder.selection.assign')}
        </Button>
      </Group>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => state.edit((m) => deleteSeats(m, selectedIds))}
      >
        {t('builder.selection.delete', { count })}
      </Button>
    </Stack>
  );
}
