import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';
import en from '@/locales/en/seat-map.json';
import fr from '@/locales/fr/seat-map.json';
import { formatSeatInfo, seatInfo } from './seat-info';
import { nearestSeat, nextSeatInDirection } from './seat-navigation';
import { makeTestMap } from './test-map';

const map = makeTestMap(1000);
map.seats[0]!.flags = ['wheelchair', 'restrictedView'];
const index = new SeatMapIndex(map);

async function translator(lng: 'en' | 'fr') {
  const i18n = createInstance();
  await i18n.init({
    lng,
    resources: { en: { seatMap: en }, fr: { seatMap: fr } },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

describe('seat information', () => {
  it('gives area, row and seat as printed on a ticket', () => {
    expect(seatInfo(index, 26)).toEqual({ area: 'Area 1', row: 'B', seat: '2', flags: [] });
    expect(seatInfo(index, -1)).toBeNull();
    expect(seatInfo(index, index.count)).toBeNull();
  });

  it('formats one sentence in English and French, with flags and selection state', async () => {
    const en = await translator('en');
    expect(formatSeatInfo(en, index, 26)).toBe('Area 1, row B, seat 2');
    expect(formatSeatInfo(en, index, 0, true)).toBe(
      'Area 1, row A, seat 1 (wheelchair space, restricted view) · selected',
    );
    const fr = await translator('fr');
    expect(formatSeatInfo(fr, index, 26, false)).toBe('Area 1, rang B, siège 2 · non sélectionné');
    expect(formatSeatInfo(fr, index, -1)).toBeNull();
    expect(formatSeatInfo(fr, index, 0)).toBe(
      'Area 1, rang A, siège 1 (place fauteuil roulant, visibilité réduite)',
    );
  });
});

describe('keyboard navigation between seats', () => {
  it('moves to the neighbour in each direction and stays at the edges', () => {
    expect(nextSeatInDirection(index, 26, 1, 0)).toBe(27);
    expect(nextSeatInDirection(index, 26, -1, 0)).toBe(25);
    expect(nextSeatInDirection(index, 26, 0, 1)).toBe(51);
    expect(nextSeatInDirection(index, 26, 0, -1)).toBe(1);
    expect(nextSeatInDirection(index, 0, 0, -1)).toBe(0);
  });

  it('starts from the seat nearest to a point', () => {
    expect(nearestSeat(index, index.xs[40]! + 3, index.ys[40]! - 2)).toBe(40);
  });
});
