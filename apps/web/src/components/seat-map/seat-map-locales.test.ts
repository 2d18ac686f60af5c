import { describe, expect, it } from 'vitest';
import en from '@/locales/en/seat-map.json';
import fr from '@/locales/fr/seat-map.json';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value !== 'object' || value === null
    ? [prefix]
    : Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));

describe('seatMap catalogue', () => {
  it('has the same keys in French and English, none empty', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
    for (const k of keys(en))
      expect(k.split('.').reduce<unknown>((o, p) => (o as never)[p], fr)).not.toBe('');
  });
});
