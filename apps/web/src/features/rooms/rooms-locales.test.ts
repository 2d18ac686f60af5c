import { describe, expect, it } from 'vitest';
import { roomMessages } from '@encore/shared/rooms/room.schema';
import { seatMapMessages } from '@encore/shared/rooms/seat-map.schema';
import { seatMapImportMessages } from '@encore/shared/rooms/seat-map-import-common';
import fr from '@/locales/fr/rooms.json';
import en from '@/locales/en/rooms.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('rooms translations', () => {
  it('has the same keys in French and English', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
  });

  it('translates every message of the shared room and seat-map schemas, English word for word', () => {
    expect(en.validation).toEqual(roomMessages);
    expect(en.seatMapValidation).toEqual(seatMapMessages);
    expect(en.importValidation).toEqual(seatMapImportMessages);
  });
});
