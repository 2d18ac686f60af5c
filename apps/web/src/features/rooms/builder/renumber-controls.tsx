import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seatNumberings, type RowLabelStyle, type SeatNumbering } from '@encore/shared/rooms/seat-block';
import { renumber } from '@encore/shared/rooms/seat-map-renumber';
import type { BuilderState } from './use-builder-state';

/** Re-applies a seat numbering, and optionally row labels, to every row holding a selected seat. */
export function RenumberControls({ state }: { state: BuilderState }) {
  const { t } = useTranslation('rooms');
  const [numbering, setNumbering] = useState<SeatNumbering>('ltr');
  const [relabel, setRelabel] = useState(false);
  const [style, setStyle] = useState<RowLabelStyle>('letters');
  const [firstRow, setFirstRow] = useState<number | string>(1);
  const apply = () =>
    state.edit((m) =>
      renumber(m, state.selectedIds, {
        numbering,
        ...(relabel ? { rowLabels: style, firstRow: typeof firstRow === 'number' ? firstRow : 1 } : {}),
      }),
    );
  return (
    <Fieldset legend={t('builder.renumber.title')} p="sm">
      <Stack gap="xs">
        <Select
          label={t('builder.block.numbering')}
          allowDeselect={false}
          data={seatNumberings.map((v) => ({ value: v, label: t(`builder.numbering.${v}`) }))}
          value={numbering}
          onChange={(v) => v && setNumbering(v as SeatNumbering)}
        />
        <Checkbox
          label={t('builder.renumber.relabel')}
          checked={relabel}
          onChange={(e) => setRelabel(e.currentTarget.checked)}
        />
        {relabel && (
          <Group gap="xs" grow wrap="nowrap">
            <SegmentedControl
              aria-label={t('builder.block.rowLabels')}
              value={style}
              onChange={(v) => setStyle(v as RowLabelStyle)}
              data={[
                { value: 'letters', label: t('builder.block.letters') },
                { value: 'numbers', label: t('builder.block.numbers') },
              ]}
            />
            <NumberInput
              aria-label={t('builder.block.firstRow')}
              min={1}
              allowDecimal={false}
              value={firstRow}
              onChange={setFirstRow}
            />
          </Group>
        )}
        <Button variant="light" onClick={apply}>
          {t('builder.renumber.apply')}
        </Button>
      </Stack>
    </Fieldset>
  );
}
