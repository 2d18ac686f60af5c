import { ActionIcon, ColorInput, Group, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteArea, updateArea } from '@encore/shared/rooms/seat-map-edit';
import { areaPalette, type SeatMapArea } from '@encore/shared/rooms/seat-map.schema';
import { ConfirmDialog } from './confirm-dialog';
import type { BuilderState } from './use-builder-state';

interface AreaRowProps {
  area: SeatMapArea;
  seats: number;
  state: BuilderState;
  taken: (name: string, except: string) => boolean;
}

/** One area: its name (kept when left empty or taken), colour, seat count and delete button. */
export function AreaRow({ area, seats, state, taken }: AreaRowProps) {
  const { t, i18n } = useTranslation('rooms');
  const [name, setName] = useState(area.name);
  const [confirming, setConfirming] = useState(false);
  const [shown, setShown] = useState(area.name);
  // The name typed follows the plan when undo/redo changes it underneath.
  if (shown !== area.name) {
    setShown(area.name);
    setName(area.name);
  }
  const commit = () => {
    const value = name.trim();
    if (!value || taken(value, area.id)) return setName(area.name);
    if (value !== area.name) state.edit((m) => updateArea(m, area.id, { name: value }));
  };
  const remove = () => state.edit((m) => deleteArea(m, area.id));
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <ColorInput
        aria-label={t('builder.areas.colourOf', { name: area.name })}
        format="hex"
        withPicker={false}
        withEyeDropper={false}
        swatches={[...areaPalette]}
        swatchesPerRow={8}
        value={area.colour}
        onChange={(colour) =>
          /^#[0-9a-f]{6}$/i.test(colour) && state.edit((m) => updateArea(m, area.id, { colour }))
        }
        w={112}
      />
      <TextInput
        aria-label={t('builder.areas.nameOf', { name: area.name })}
        value={name}
        maxLength={100}
        description={t('builder.areas.seats', {
          count: seats,
          formatted: seats.toLocaleString(i18n.language),
        })}
        inputWrapperOrder={['input', 'description']}
        onChange={(e) => setName(e.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), commit())}
        style={{ flex: 1 }}
      />
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        aria-label={t('builder.areas.delete', { name: area.name })}
        onClick={() => (seats ? setConfirming(true) : remove())}
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
      <ConfirmDialog
        opened={confirming}
        title={t('builder.areas.deleteTitle')}
        body={t('builder.areas.deleteBody', { name: area.name, count: seats })}
        confirmLabel={t('actions.delete')}
        danger
        onConfirm={() => {
          setConfirming(false);
          remove();
        }}
        onCancel={() => setConfirming(false)}
      />
    </Group>
  );
}
