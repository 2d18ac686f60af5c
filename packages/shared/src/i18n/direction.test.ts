import { describe, expect, it } from 'vitest';
import { directionOf, rtlLanguages } from './direction';

describe('directionOf', () => {
  it.each(rtlLanguages)('flips %s to rtl', (code) => expect(directionOf(code)).toBe('rtl'));
  it('handles regional variants and keeps others ltr', () => {
    expect(directionOf('ar-MA')).toBe('rtl');
    expect(directionOf('fr')).toBe('ltr');
    expect(directionOf('en-US')).toBe('ltr');
  });
});
