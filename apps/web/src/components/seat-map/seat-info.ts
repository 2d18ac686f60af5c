import type { TFunction } from 'i18next';
import type { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';

export interface SeatInfo {
  area: string;
  row: string;
  seat: string;
  flags: string[];
}

/** Area, row and seat of a seat index, as printed on a ticket; null for "no seat". */
export function seatInfo(index: SeatMapIndex, seat: number): SeatInfo | null {
  if (seat < 0 || seat >= index.count) return null;
  const s = index.map.seats[seat]!;
  const row = index.map.rows[index.rowOf[seat]!];
  const area = index.map.areas[index.areaOf[seat]!];
  return { area: area?.name ?? '', row: row?.label ?? '', seat: s.label, flags: s.flags ?? [] };
}

/** One sentence for the tooltip and screen readers: "Orchestre, row B, seat 12 (wheelchair space)". */
export function formatSeatInfo(
  t: TFunction,
  index: SeatMapIndex,
  seat: number,
  selected?: boolean,
): string | null {
  const info = seatInfo(index, seat);
  if (!info) return null;
  let text = t('seatMap:seatInfo', { area: info.area, row: info.row, seat: info.seat });
  if (info.flags.length) text += ` (${info.flags.map((flag) => t(`seatMap:flags.${flag}`)).join(', ')})`;
  if (selected !== undefined) text += ` · ${t(selected ? 'seatMap:selected' : 'seatMap:notSelected')}`;
  return text;
}
