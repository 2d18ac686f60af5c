import { useMemo, useState } from 'react';
import { Box, Checkbox, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';
import { applySelection, type SeatSelection } from '@encore/shared/rooms/seat-selection';
import { localeOf } from '@/lib/i18n';
import { rowsByArea, selectionCounts } from './selection-counts';

export interface SeatMapKeyboardListProps {
  index: SeatMapIndex;
  selection: SeatSelection;
  onSelectionChange?: (next: SeatSelection) => void;
  /** Rows up to this many seats can be expanded into one checkbox per seat. */
  maxSeatsListed?: number;
}

/** Areas and rows are numbered separately: the level tells the two lists apart in keys and open state. */
const AREA = 'area';
const ROW = 'row';

const listStyle = { listStyle: 'none', margin: 0, paddingInlineStart: 24 } as const;

/**
 * The keyboard and screen-reader equivalent of the canvas: areas, then their rows, as checkboxes that
 * select or clear every seat they contain, with "n of m selected". Tab and Space are all it needs.
 */
export function SeatMapKeyboardList({
  index,
  selection,
  onSelectionChange,
  maxSeatsListed = 80,
}: SeatMapKeyboardListProps) {
  const { t, i18n } = useTranslation('seatMap');
  const format = (n: number) => n.toLocaleString(localeOf(i18n.language));
  const [open, setOpen] = useState<Set<string>>(() => new Set());
  const areaRows = useMemo(() => rowsByArea(index), [index]);
  const counts = useMemo(() => selectionCounts(index, selection), [index, selection]);
  const toggleOpen = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const toggle = (seats: ArrayLike<number>, allSelected: boolean) =>
    onSelectionChange?.(applySelection(selection, seats, allSelected ? 'remove' : 'add'));

  const item = (
    level: typeof AREA | typeof ROW,
    position: number,
    label: string,
    seats: ArrayLike<number>,
    selected: number,
    expandable: boolean,
    names: [string, string],
    // A function, called only when expanded: an arena has 20,000 seats, and building every row's seat
    // checkboxes on each render (expanded or not) cost over 100 ms.
    children?: () => React.ReactNode,
  ) => {
    const total = seats.length;
    const key = `${level}${position}`;
    const expanded = open.has(key);
    return (
      <li key={key}>
        <Group gap={6} wrap="nowrap" py={2}>
          {expandable ? (
            <UnstyledButton
              aria-expanded={expanded}
              aria-label={expanded ? names[1] : names[0]}
              onClick={() => toggleOpen(key)}
              style={{ display: 'flex' }}
            >
              {expanded ? (
                <IconChevronDown size={16} aria-hidden />
              ) : (
                <IconChevronRight size={16} aria-hidden />
              )}
            </UnstyledButton>
          ) : (
            <Box w={16} />
          )}
          <Checkbox
            size="xs"
            label={label}
            description={t('list.count', { selected: format(selected), total: format(total) })}
            checked={total > 0 && selected === total}
            indeterminate={selected > 0 && selected < total}
            disabled={!onSelectionChange || total === 0}
            onChange={() => toggle(seats, selected === total)}
          />
        </Group>
        {expanded && children?.()}
      </li>
    );
  };

  return (
    <Box component="nav" aria-label={t('list.label')}>
      <Text fw={600} size="sm" mb={4}>
        {t('list.label')}
      </Text>
      <ul style={{ ...listStyle, paddingInlineStart: 0 }}>
        {index.map.areas.map((area, a) =>
          item(
            AREA,
            a,
            area.name,
            index.areaSeats[a]!,
            counts.areas[a]!,
            true,
            [t('list.expand', { name: area.name }), t('list.collapse', { name: area.name })],
            () => (
              <ul style={listStyle}>
                {areaRows[a]!.map((r) => {
                  const row = index.map.rows[r]!;
                  const seats = index.rowSeats[r]!;
                  return item(
                    ROW,
                    r,
                    t('list.row', { label: row.label }),
                    seats,
                    counts.rows[r]!,
                    seats.length <= maxSeatsListed,
                    [t('list.expandRow', { label: row.label }), t('list.collapseRow', { label: row.label })],
                    () => (
                      <Group component="ul" gap="xs" style={listStyle}>
                        {Array.from(seats, (seat) => (
                          <li key={seat}>
                            <Checkbox
                              size="xs"
                              label={t('list.seat', { label: index.map.seats[seat]!.label })}
                              checked={selection[seat] === 1}
                              disabled={!onSelectionChange}
                              onChange={() => toggle([seat], selection[seat] === 1)}
                            />
                          </li>
                        ))}
                      </Group>
                    ),
                  );
                })}
              </ul>
            ),
          ),
        )}
      </ul>
    </Box>
  );
}
