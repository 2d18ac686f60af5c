import { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';
import type { SeatMap } from '@encore/shared/rooms/seat-map.schema';
import { areaPalette } from '@encore/shared/rooms/seat-map.schema';
import { createIdFactory, generateSeatBlock } from '@encore/shared/rooms/seat-block';

/**
 * A map of about `seats` seats in square-ish blocks of 500 (blocks share 8 areas, as the stands of an arena do), laid
 * out on a grid: the test and bench fixture for 1,000 to 100,000 seats.
 */
export function makeTestMap(seats: number, perRow = 25, rowsPerBlock = 20): SeatMap {
  const nextId = createIdFactory([]);
  const map: SeatMap = { version: 1, seatRadius: 8, background: null, areas: [], rows: [], seats: [] };
  const perBlock = perRow * rowsPerBlock;
  const blocks = Math.max(1, Math.ceil(seats / perBlock));
  const columns = Math.ceil(Math.sqrt(blocks * 1.6));
  const areas = Math.min(areaPalette.length, blocks);
  for (let a = 0; a < areas; a++)
    map.areas.push({ id: nextId('area'), name: `Area ${a + 1}`, colour: areaPalette[a]! });
  for (let b = 0; b < blocks; b++) {
    const areaId = map.areas[b % areas]!.id;
    const rows = Math.min(rowsPerBlock, Math.ceil((seats - b * perBlock) / perRow));
    const block = generateSeatBlock(
      {
        areaId,
        x: (b % columns) * (perRow * 20 + 60),
        y: Math.floor(b / columns) * (rowsPerBlock * 22 + 60),
        rows,
        seatsPerRow: perRow,
        seatSpacing: 20,
        rowSpacing: 22,
        rowLabels: 'letters',
        // Row labels stay unique within an area spread over several blocks: A..T, then U..AN, ...
        firstRow: 1 + Math.floor(b / areas) * rowsPerBlock,
        numbering: 'ltr',
      },
      nextId,
    );
    map.rows.push(...block.rows);
    map.seats.push(...block.seats);
  }
  map.seats.length = Math.min(map.seats.length, seats);
  return map;
}

export const makeTestIndex = (seats: number) => new SeatMapIndex(makeTestMap(seats));
