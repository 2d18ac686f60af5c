import { Button, Group, ScrollArea, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addArea } from '@encore/shared/rooms/seat-map-edit';
import { AreaRow } from './area-row';
import type { BuilderState } from './use-builder-state';

/** The plan's areas: add, rename, recolour, delete (with their seats), and each one's seat count. */
export function AreaPanel({ state }: { state: BuilderState }) {
  const { t } = useTranslation('rooms');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { map, index } = state;
  const taken = (value: string, except?: string) =>
    map.areas.some((a) => a.id !== except && a.name.toLowerCase() === value.trim().toLowerCase());
  const add = () => {
    const value = name.trim();
    if (!value) return setError(t('validation:common.required'));
    if (taken(value)) return setError(t('builder.areas.duplicate'));
    state.edit((m) => addArea(m, value).map);
    setName('');
    setError(null);
  };
  return (
    <Stack gap="sm">
      {/* An arena has dozens of areas: the list scrolls so that the tools below stay in reach. */}
      <ScrollArea.Autosize mah={340} type="auto" offsetScrollbars>
        <Stack gap="sm">
          {map.areas.map((area, a) => (
            <AreaRow
              key={area.id}
              area={area}
              seats={index.areaSeats[a]?.length ?? 0}
              state={state}
              taken={taken}
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            label={t('builder.areas.newName')}
            value={name}
            maxLength={100}
            error={error}
            onChange={(e) => setName(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="light" mt={25} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('builder.areas.add')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
