import { Paper, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';
import type { SeatMap } from '@encore/shared/rooms/seat-map.schema';
import { emptySelection, type SelectionMode } from '@encore/shared/rooms/seat-selection';
import { SeatMapKeyboardList } from '@/components/seat-map/seat-map-keyboard-list';
import { SeatMapModeControl } from '@/components/seat-map/seat-map-mode-control';
import { SeatMapViewer } from '@/components/seat-map/seat-map-viewer';
import { areaLegend } from './area-legend';

interface SeatMapReadOnlyProps {
  map: SeatMap;
  name: string;
  backgroundUrl: string | null;
}

/** The plan for readers: they can explore and select (to count seats) but change nothing. */
export function SeatMapReadOnly({ map, name, backgroundUrl }: SeatMapReadOnlyProps) {
  const { t } = useTranslation('rooms');
  const index = useMemo(() => new SeatMapIndex(map), [map]);
  const [selection, setSelection] = useState(() => emptySelection(index));
  const [mode, setMode] = useState<SelectionMode>('seat');
  return (
    <Stack gap="xs">
      <SeatMapModeControl value={mode} onChange={setMode} style={{ alignSelf: 'flex-start' }} />
      <SeatMapViewer
        index={index}
        selection={selection}
        onSelectionChange={setSelection}
        mode={mode}
        backgroundUrl={backgroundUrl}
        legend={areaLegend(map)}
        height="min(560px, 70vh)"
        ariaLabel={t('builder.viewerLabel', { name })}
      />
      <Paper withBorder p="sm" mah={320} style={{ overflow: 'auto' }}>
        <SeatMapKeyboardList index={index} selection={selection} onSelectionChange={setSelection} />
      </Paper>
    </Stack>
  );
}
