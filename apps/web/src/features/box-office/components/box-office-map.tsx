import { Group, Stack, useComputedColorScheme } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PricingCategory } from '@encore/shared/pricings/pricing.schema';
import type { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';
import type { SeatSelection, SelectionMode } from '@encore/shared/rooms/seat-selection';
import { SeatMapModeControl } from '@/components/seat-map/seat-map-mode-control';
import { formatSeatInfo } from '@/components/seat-map/seat-info';
import { SeatMapViewer } from '@/components/seat-map/seat-map-viewer';
import { notify } from '@/lib/notify';
import { seatColourOf, stateColours } from '../lib/seat-colours';
import { freeMask, keepFree, SeatStateCode, type SeatStates } from '../lib/seat-states';

interface BoxOfficeMapProps {
  index: SeatMapIndex;
  states: SeatStates;
  categories: PricingCategory[];
  selection: SeatSelection;
  onSelectionChange: (next: SeatSelection) => void;
  backgroundUrl: string | null;
  /** Another event (or room): fit the view again. */
  fitKey: string;
}

/**
 * The event's seats, live: select by area, column, row, seat or rectangle (the pricing editor's modes);
 * only free seats join the selection, so a click on an area never picks its sold seats.
 */
export function BoxOfficeMap(props: BoxOfficeMapProps) {
  const { index, states, categories, onSelectionChange } = props;
  const { t } = useTranslation('boxOffice');
  const scheme = useComputedColorScheme('light');
  const [mode, setMode] = useState<SelectionMode>('seat');
  const seatColour = useMemo(() => seatColourOf(states, categories, scheme), [states, categories, scheme]);
  const mask = useMemo(() => freeMask(states), [states]);
  const legend = useMemo(() => {
    const palette = stateColours[scheme];
    return [
      ...categories.map((c) => ({
        label: t('map.categoryFree', { name: c.name, count: states.freeByCategory.get(c.id) ?? 0 }),
        colour: c.defaultColour,
      })),
      { label: t('map.mine'), colour: palette.mine },
      { label: t('map.held'), colour: palette.held },
      { label: t('map.sold'), colour: palette.sold },
    ];
  }, [categories, states, scheme, t]);
  // A seat another seller holds (or sold) says so: in its tooltip, and when clicked (it is not selected).
  const noteOf = useCallback(
    (seat: number) => {
      const code = states.state[seat];
      return code === SeatStateCode.held ? t('map.held') : code === SeatStateCode.sold ? t('map.sold') : null;
    },
    [states, t],
  );
  const select = (next: SeatSelection) => {
    const kept = keepFree(next, mask);
    if (mode === 'seat') {
      const refused = next.findIndex(
        (on, seat) => on === 1 && kept[seat] === 0 && props.selection[seat] !== 1,
      );
      const note = refused >= 0 ? noteOf(refused) : null;
      if (note) notify('warning', note, formatSeatInfo(t, index, refused) ?? undefined);
    }
    onSelectionChange(kept);
  };
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <SeatMapModeControl value={mode} onChange={setMode} size="xs" />
      </Group>
      <SeatMapViewer
        index={index}
        selection={props.selection}
        onSelectionChange={select}
        seatNote={noteOf}
        mode={mode}
        seatColour={seatColour}
        backgroundUrl={props.backgroundUrl}
        legend={legend}
        height="min(62vh, 640px)"
        ariaLabel={t('map.label')}
        fitKey={props.fitKey}
      />
    </Stack>
  );
}
