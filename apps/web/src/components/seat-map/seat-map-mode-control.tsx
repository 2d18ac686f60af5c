import { SegmentedControl, type SegmentedControlProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { selectionModes, type SelectionMode } from '@encore/shared/rooms/seat-selection';

interface SeatMapModeControlProps extends Omit<SegmentedControlProps, 'data' | 'value' | 'onChange'> {
  value: SelectionMode;
  onChange: (mode: SelectionMode) => void;
}

/** What a click selects: the whole area, the column (same number in the area), the row or the seat. */
export function SeatMapModeControl({ value, onChange, ...rest }: SeatMapModeControlProps) {
  const { t } = useTranslation('seatMap');
  return (
    <SegmentedControl
      aria-label={t('modes.label')}
      {...rest}
      value={value}
      onChange={(next) => onChange(next as SelectionMode)}
      data={selectionModes.map((mode) => ({ value: mode, label: t(`modes.${mode}`) }))}
    />
  );
}
