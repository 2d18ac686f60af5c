import { Checkbox, Fieldset, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { setSeatFlag } from '@encore/shared/rooms/seat-map-seat-edits';
import { seatFlags } from '@encore/shared/rooms/seat-map.schema';
import { flagCounts } from './flag-counts';
import type { BuilderState } from './use-builder-state';

/**
 * One checkbox per seat flag for the selection: checked when every selected seat has it, indeterminate
 * when some do. A click sets it on all of them (or clears it when all had it), as one undoable edit.
 */
export function SeatFlagControls({ state }: { state: BuilderState }) {
  const { t } = useTranslation('rooms');
  const { index, selection, selectedIds, count } = state;
  const counts = useMemo(() => flagCounts(index, selection), [index, selection]);
  return (
    <Fieldset legend={t('builder.flags.title')} p="sm">
      <Stack gap="xs">
        {seatFlags.map((flag) => {
          const n = counts[flag];
          return (
            <Checkbox
              key={flag}
              label={t(`builder.flags.${flag}`)}
              checked={n > 0 && n === count}
              indeterminate={n > 0 && n < count}
              onChange={() => state.edit((m) => setSeatFlag(m, selectedIds, flag, n < count))}
            />
          );
        })}
      </Stack>
    </Fieldset>
  );
}
