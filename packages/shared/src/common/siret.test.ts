import { describe, expect, it } from 'vitest';
import { isValidSiret, normalizeSiret, siretCheckDigit } from './siret';

describe('isValidSiret', () => {
  it('accepts real SIRETs, with or without spaces', () => {
    expect(isValidSiret('73282932000074')).toBe(true);
    expect(isValidSiret('732 829 320 00074')).toBe(true);
    expect(isValidSiret('55210055400013')).toBe(true);
  });

  it('refuses a wrong Luhn key, a wrong length and non-digits', () => {
    expect(isValidSiret('73282932000075')).toBe(false);
    expect(isValidSiret('7328293200007')).toBe(false);
    expect(isValidSiret('732829320000745')).toBe(false);
    expect(isValidSiret('7328293200007A')).toBe(false);
    expect(isValidSiret('')).toBe(false);
  });

  it("applies La Poste's digit-sum rule to its establishments", () => {
    expect(isValidSiret('35600000000048')).toBe(true);
    expect(isValidSiret('35600000049837')).toBe(true);
    expect(isValidSiret('35600000049838')).toBe(false);
  });
});

describe('siretCheckDigit', () => {
  it('completes 13 digits into a valid SIRET', () => {
    for (const first13 of ['7328293200007', '1234567890123', '0000000000000']) {
      const siret = first13 + siretCheckDigit(first13);
      expect(isValidSiret(siret)).toBe(true);
    }
    expect(siretCheckDigit('7328293200007')).toBe('4');
  });

  it('normalises spaces, dots and dashes', () => {
    expect(normalizeSiret('732.829.320-00074')).toBe('73282932000074');
  });
});
