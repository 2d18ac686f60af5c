import { describe, expect, it } from 'vitest';
import { formatDay, formatTime } from './show-format';

describe('show dates', () => {
  it('formats days and times per locale without shifting the day', () => {
    expect(formatDay('2030-05-04', 'fr')).toBe('sam. 4 mai 2030');
    expect(formatDay('2030-05-04', 'en')).toBe('Sat, May 4, 2030');
    expect(formatTime('20:30', 'fr')).toBe('20:30');
    expect(formatTime('20:30', 'en')).toBe('8:30 PM');
  });
});
