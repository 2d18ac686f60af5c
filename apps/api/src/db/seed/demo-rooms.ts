import type { Database } from '../client';
import { rooms } from '../schema';
import { sanitiseSvg } from '../../modules/rooms/svg-sanitiser';
import { arenaMap, concertHallMap, theatreMap } from './demo-rooms-maps';
import { arenaSvg, theatreSvg } from './demo-rooms-svg';

/**
 * The demo rooms. Their names are stable: the demo shows are seeded into them by name.
 * Seat maps are generated (about 23,000 seats in all) rather than stored as large fixtures.
 */
export const demoRoomNames = {
  theatre: 'Théâtre du Rivage',
  concertHall: 'Auditorium des Tilleuls',
  arena: 'Arena Confluence',
  club: 'Le Hangar',
} as const;

export const arenaPit = { id: 'fosse', name: 'Fosse', capacity: 2000 };

function demoRooms(): (typeof rooms.$inferInsert)[] {
  const placed = (name: string, map: ReturnType<typeof theatreMap>, svg: string | null, address: object) => ({
    name,
    kind: 'placed' as const,
    ...address,
    country: 'France',
    seatMapJson: JSON.stringify(map),
    seatMapRevision: 1,
    capacity: map.seats.length,
    backgroundSvg: svg === null ? null : sanitiseSvg(svg),
  });
  const arena = arenaMap();
  return [
    placed(demoRoomNames.theatre, theatreMap(), theatreSvg, {
      street: '4 quai de la Fosse',
      postalCode: '44000',
      city: 'Nantes',
    }),
    placed(demoRoomNames.concertHall, concertHallMap(), null, {
      street: '18 allée des Tilleuls',
      postalCode: '69006',
      city: 'Lyon',
    }),
    {
      ...placed(demoRoomNames.arena, arena, arenaSvg, {
        street: '50 cours Charlemagne',
        postalCode: '69002',
        city: 'Lyon',
      }),
      // The standing pit the arena's plan draws in front of the stage, sold by quantity beside the seats.
      gaAreas: [arenaPit],
      capacity: arena.seats.length + arenaPit.capacity,
    },
    {
      name: demoRoomNames.club,
      kind: 'unplaced',
      street: '12 quai de Bacalan',
      postalCode: '33300',
      city: 'Bordeaux',
      country: 'France',
      gaAreas: [
        { id: 'fosse', name: 'Fosse', capacity: 400 },
        { id: 'mezzanine', name: 'Mezzanine', capacity: 100 },
      ],
      capacity: 500,
    },
  ];
}

/** Demo rooms, only when there is no room yet (like the demo catalogue): a restart changes nothing. */
export async function seedDemoRooms(db: Database): Promise<boolean> {
  if ((await db.$count(rooms)) > 0) return false;
  await db.insert(rooms).values(demoRooms());
  return true;
}
