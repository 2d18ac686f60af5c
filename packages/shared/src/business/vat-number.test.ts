import { describe, expect, it } from 'vitest';
import { businessUpdateSchema } from './business.schema';
import { isValidVatNumber, normalizeVatNumber } from './vat-number';

describe('VAT numbers', () => {
  it('takes a French number whose key matches its SIREN, typed with spaces or dots', () => {
    expect(isValidVatNumber('FR44732829320')).toBe(true);
    expect(isValidVatNumber('fr 44 732.829.320')).toBe(true);
    expect(normalizeVatNumber('fr 44 732.829.320')).toBe('FR44732829320');
  });

  it('refuses a French number with a wrong key, a short SIREN or no country', () => {
    expect(isValidVatNumber('FR45732829320')).toBe(false);
    expect(isValidVatNumber('FR4473282932')).toBe(false);
    expect(isValidVatNumber('44732829320')).toBe(false);
  });

  it("takes another member state's number by its shape", () => {
    expect(isValidVatNumber('DE123456789')).toBe(true);
    expect(isValidVatNumber('BE0123456789')).toBe(true);
  });
});

describe('business details', () => {
  const valid = {
    legalName: 'Théâtre des Lilas SARL',
    address: { street: '12 rue des Lilas', postalCode: '75019', city: 'Paris' },
    siret: '732 829 320 00074',
    vatNumber: 'FR 44 732829320',
    licenceNumber: 'PLATESV-R-2021-004512',
  };

  it('normalises the numbers people type', () => {
    const parsed = businessUpdateSchema.parse(valid);
    expect(parsed.siret).toBe('73282932000074');
    expect(parsed.vatNumber).toBe('FR44732829320');
  });

  it('names each missing or wrong mention', () => {
    const result = businessUpdateSchema.safeParse({
      ...valid,
      legalName: '',
      address: { street: '12 rue des Lilas', postalCode: '', city: 'Paris' },
      siret: '73282932000075',
      vatNumber: 'FR45732829320',
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      legalName: 'common.required',
      'address.postalCode': 'common.required',
      siret: 'common.invalidSiret',
      vatNumber: 'common.invalidVatNumber',
    });
  });
});
