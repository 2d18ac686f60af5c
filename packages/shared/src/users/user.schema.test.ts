import type { MessageIssue } from '../validation/issue-message';
import { englishOfIssue } from '../validation/issue-message';
import { describe, expect, it } from 'vitest';
import { userCreateSchema, userUpdateSchema } from './user.schema';

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
    expect(messages(userCreateSchema.safeParse({ ...valid, email: '', firstName: 'Al' }))).toEqual({
      email: 'Required field',
      firstName: 'Field must be at least 3 characters',
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
