import { createIdFactory, generateSeatBlock, type SeatBlockOptions } from '@encore/shared/rooms/seat-block';
import { areaPalette, seatMapSchema, type SeatMap } from '@encore/shared/rooms/seat-map.schema';

type Block = Omit<SeatBlockOptions, 'areaId' | 'seatSpacing' | 'rowSpacing' | 'rowLabels' | 'numbering'> &
  Partial<Pick<SeatBlockOptions, 'rowLabels' | 'numbering'>>;

/** A map from areas of one or more blocks; seat spacing 20 and row spacing 24 plan units (seat radius 8). */
function buildMap(areas: { name: string; blocks: Block[] }[], background: SeatMap['background']): SeatMap {
  const nextId = createIdFactory([]);
  const map: SeatMap = { version: 1, seatRadius: 8, background, areas: [], rows: [], seats: [] };
  areas.forEach((area, i) => {
    const areaId = nextId('area');
    map.areas.push({ id: areaId, name: area.name, colour: areaPalette[i % areaPalette.length]! });
    for (const block of area.blocks) {
      const { rows, seats } = generateSeatBlock(
        { rowLabels: 'letters', numbering: 'ltr', ...block, areaId, seatSpacing: 20, rowSpacing: 24 },
        nextId,
      );
      map.rows.push(...rows);
      map.seats.push(...seats);
    }
  });
  // The generators are checked like any saved map: a demo room is always a valid one.
  return seatMapSchema.parse(map);
}

/** A block of `seatsPerRow` seats whose front row is centred on x = `centre`. */
const centred = (
  centre: number,
  y: number,
  rows: number,
  seatsPerRow: number,
  extra: Partial<Block> = {},
) => ({
  x: centre - ((seatsPerRow - 1) * 20) / 2,
  y,
  rows,
  seatsPerRow,
  ...extra,
});

/**
 * A 19th-century Italian-style theatre, stage at the top: a curved Orchestre numbered odd/even from the
 * centre aisle (the French habit), then the Corbeille and the Balcon, also curved. 904 seats.
 */
export function theatreMap(): SeatMap {
  const oddEven = { numbering: 'odd-even' } as const;
  return buildMap(
    [
      { name: 'Orchestre', blocks: [centred(500, 230, 18, 30, { ...oddEven, arcRadius: 620 })] },
      { name: 'Corbeille', blocks: [centred(500, 720, 6, 34, { ...oddEven, arcRadius: 760 })] },
      { name: 'Balcon', blocks: [centred(500, 900, 5, 32, { ...oddEven, arcRadius: 900 })] },
    ],
    { x: 0, y: 0, width: 1000, height: 1080 },
  );
}

/** A shoebox concert hall: two parterre blocks either side of the centre aisle, a balcony, side boxes. 2,500 seats. */
export function concertHallMap(): SeatMap {
  return buildMap(
    [
      { name: 'Parterre jardin', blocks: [centred(750, 300, 30, 24)] },
      { name: 'Parterre cour', blocks: [centred(1310, 300, 30, 24)] },
      { name: 'Balcon', blocks: [centred(1030, 1160, 12, 60, { rowLabels: 'numbers', arcRadius: 1400 })] },
      { name: 'Loges jardin', blocks: [{ x: 370, y: 300, rows: 10, seatsPerRow: 17, rotation: 90 }] },
      { name: 'Loges cour', blocks: [{ x: 1690, y: 620, rows: 10, seatsPerRow: 17, rotation: -90 }] },
    ],
    null,
  );
}

/**
 * An arena: a central floor (standing, so no seats) ringed by 16 lower blocks of 600 seats and 20 upper
 * blocks of 512, every block turned to face the floor. 19,840 seats in 36 areas.
 */
export function arenaMap(): SeatMap {
  const centre = 3500;
  const ring = (count: number, radius: number, rows: number, seatsPerRow: number, first: number) =>
    Array.from({ length: count }, (_, i) => {
      const phi = ((i + 0.5) / count) * 2 * Math.PI;
      const alpha = phi - Math.PI / 2;
      const half = ((seatsPerRow - 1) * 20) / 2;
      const front = { x: centre + radius * Math.cos(phi), y: centre + radius * Math.sin(phi) };
      return {
        name: `Bloc ${first + i}`,
        blocks: [
          {
            x: Math.round(front.x - half * Math.cos(alpha)),
            y: Math.round(front.y - half * Math.sin(alpha)),
            rows,
            seatsPerRow,
            rowLabels: 'numbers' as const,
            rotation: Math.round((alpha * 180) / Math.PI),
          },
        ],
      };
    });
  return buildMap([...ring(16, 2250, 15, 40, 101), ...ring(20, 2800, 16, 32, 201)], {
    x: 0,
    y: 0,
    width: 7000,
    height: 7000,
  });
}
