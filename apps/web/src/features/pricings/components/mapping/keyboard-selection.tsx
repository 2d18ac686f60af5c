import { Button, Paper, ScrollArea, Stack } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';
import type { SeatSelection } from '@encore/shared/rooms/seat-selection';
import { SeatMapKeyboardList } from '@/components/seat-map/seat-map-keyboard-list';

/** Maps up to this size open the list at once; it renders every row's seats, too slow on an arena. */
const OPEN_UP_TO = 2_000;
const MemoList = memo(SeatMapKeyboardList);

interface KeyboardSelectionProps {
  index: SeatMapIndex;
  selection: SeatSelection;
  onSelectionChange: (next: SeatSelection) => void;
}

/**
 * The keyboard equivalent of the map (areas and rows as checkboxes). Mounted only while shown: on a
 * 20,000-seat map each of its renders costs about 100 ms, which would sit between "Assign" and the new colours.
 */
export function KeyboardSelection({ index, selection, onSelectionChange }: KeyboardSelectionProps) {
  const { t } = useTranslation('pricings');
  const [shown, setShown] = useState(index.count <= OPEN_UP_TO);
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconListDetails size={16} aria-hidden />}
        aria-expanded={shown}
        onClick={() => setShown((s) => !s)}
      >
        {t(shown ? 'mapping.hideList' : 'mapping.showList')}
      </Button>
      {shown && (
        <Paper withBorder p="sm" radius="md" w="100%">
          <ScrollArea.Autosize mah={360}>
            <MemoList index={index} selection={selection} onSelectionChange={onSelectionChange} />
          </ScrollArea.Autosize>
        </Paper>
      )}
    </Stack>
  );
}
