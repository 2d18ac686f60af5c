import type { RowLabelStyle, SeatNumbering } from '@encore/shared/rooms/seat-block';

/** What the block form edits; its own file so the form and its fields both import it (no cycle). */
export interface BlockFormValues {
  areaId: string | null;
  rows: number | string;
  seatsPerRow: number | string;
  seatSpacing: number | string;
  rowSpacing: number | string;
  arcRadius: number | string;
  rotation: number | string;
  rowLabels: RowLabelStyle;
  /** '' = after the area's last row. */
  firstRow: number | string;
  numbering: SeatNumbering;
  autoPlace: boolean;
  x: number | string;
  y: number | string;
}
