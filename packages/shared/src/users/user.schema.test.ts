import type { MessageIssue } from '../validation/issue-message';
import { englishOfIssue } from '../validation/issue-message';
import { describe, expect, it } from 'vitest';
import { userCreateSchema, userUpdateSchema } from './user.schema';
import { validationFr } from '../validation/messages-fr';

const messages = (result: {
  success: boolean;
  error?: { issues: (MessageIssue & { path: PropertyKey[] })[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), englishOfIssue(i)]));

const valid = { email: 'a@b.fr', firstName: 'Ana', password: 'secret' };

describe('user schemas', () => {
  it('applies the user-form password rules: 6 characters, no spaces', () => {
    expect(userCreateSchema.safeParse(valid).success).toBe(true);
    expect(messages(userCreateSchema.safeParse({ ...valid, password: 'abc' }))).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(messages(userCreateSchema.safeParse({ ...valid, password: 'abc def' }))).toEqual({
      password: 'Password must not contain spaces',
    });
  });

  it('makes the password optional when editing but checks it when given', () => {
    expect(userUpdateSchema.safeParse({ firstName: 'Anaïs' }).success).toBe(true);
    const issues = userUpdateSchema
      .safeParse({ password: 'a b' })
      .error?.issues.map((i) => englishOfIssue(i));
    expect(issues).toEqual(['Password must be at least 6 characters', 'Password must not contain spaces']);
  });

  it("uses the spec's texts for required, short and e-mail fields; '' clears optional ones", () => {
    expect(messages(userCreateSchema.safeParse({ ...valid, email: '', firstName: 'A' }))).toEqual({
      email: 'Required field',
      firstName: 'Field must be at least 2 characters',
    });
    expect(messages(userCreateSchema.safeParse({ ...valid, email: 'nope' }))).toEqual({
      email: 'Invalid email',
    });
    expect(userCreateSchema.parse({ ...valid, lastName: '', phone: '' })).toMatchObject({
      lastName: null,
      phone: null,
      activated: false,
    });
  });

  it('accepts two-letter names of people (Li Bo), not one letter', () => {
    expect(userCreateSchema.safeParse({ ...valid, firstName: 'Li', lastName: 'Bo' }).success).toBe(true);
    expect(messages(userCreateSchema.safeParse({ ...valid, firstName: 'Li', lastName: 'B' }))).toEqual({
      lastName: 'Field must be at least 2 characters',
    });
  });

  it('checks the format of phone numbers and postal codes, in English and French', () => {
    const ok = {
      ...valid,
      phone: '+33 1 23 45 67 89',
      altPhone: '01.23.45.67.89',
      address: { postalCode: '75011' },
    };
    expect(userCreateSchema.safeParse(ok).success).toBe(true);
    for (const postalCode of ['SW1A 1AA', '1012 AB', '10001-1234']) {
      expect(userCreateSchema.safeParse({ ...valid, address: { postalCode } }).success).toBe(true);
    }
    const bad = userCreateSchema.safeParse({
      ...valid,
      phone: 'call me',
      altPhone: '12',
      address: { postalCode: '75 011 Paris' },
    });
    expect(messages(bad)).toEqual({
      phone: 'Invalid phone number',
      altPhone: 'Invalid phone number',
      'address.postalCode': 'Invalid postal code',
    });
    const keys = bad.error?.issues.map((i) => i.message);
    expect(keys).toEqual(['common.invalidPhone', 'common.invalidPhone', 'common.invalidPostalCode']);
    expect(validationFr.common.invalidPhone).toBe('Numéro de téléphone invalide');
    expect(validationFr.common.invalidPostalCode).toBe('Code postal invalide');
  });

  it('bounds coordinates and zoom, and knows four genders', () => {
    const bad = userCreateSchema.safeParse({
      ...valid,
      latitude: 90.1,
      longitude: 180.1,
      zoomLevel: 23,
      gender: 'x',
    });
    expect(Object.keys(messages(bad)).sort()).toEqual(['gender', 'latitude', 'longitude', 'zoomLevel']);
    const ok = { ...valid, latitude: -90, longitude: 180, zoomLevel: 0, gender: 'not_defined' };
    expect(userCreateSchema.safeParse(ok).success).toBe(true);
  });
});
