import { describe, expect, it } from 'vitest';
import { englishText } from '@encore/shared/validation/message-key';
import type { User } from '@encore/shared/users/user.schema';
import { profileInputOf, profileValuesOf } from './profile-values';
import { userCreateInputOf, userUpdateInputOf, userValuesOf, validateUserValues } from './user-values';

/** The form's messages (keys with their parameters) as the English interface shows them. */
const inEnglish = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([path, message]) => [path, englishText(message)]));
const validate = (...args: Parameters<typeof validateUserValues>) => inEnglish(validateUserValues(...args));
const user: User = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'lea@example.com',
  firstName: 'Léa',
  lastName: null,
  role: { id: 'r1', name: 'PRODUCER' },
  activated: true,
  dateOfBirth: '1990-05-04',
  gender: 'female',
  phone: '0102030405',
  altPhone: null,
  address: {
    street: null,
    complement: null,
    stateProvince: null,
    postalCode: '75011',
    country: 'France',
    city: 'Paris',
  },
  latitude: 48.85,
  longitude: 2.35,
  zoomLevel: null,
  profilePicture: null,
  coverPicture: null,
  producerId: '00000000-0000-4000-8000-0000000000aa',
  artistId: null,
  createdBy: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const valid = () => ({
  ...userValuesOf(),
  firstName: 'Jean',
  email: 'jean@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
});

describe('user form values', () => {
  it('turns a user into form values, nulls into empty strings', () => {
    const values = userValuesOf(user);
    expect(values).toMatchObject({ lastName: '', role: 'PRODUCER', activated: true, zoomLevel: '' });
    expect(values.address).toEqual({
      street: '',
      complement: '',
      stateProvince: '',
      postalCode: '75011',
      country: 'France',
      city: 'Paris',
    });
  });

  it('sends empty choices and numbers as null and keeps numbers typed as text', () => {
    const input = profileInputOf({ ...profileValuesOf(user), gender: '', latitude: '', longitude: '2,5' });
    expect(input).toMatchObject({ gender: null, latitude: null, longitude: 2.5, zoomLevel: null });
    expect(input.dateOfBirth).toBe('1990-05-04');
  });

  it('sends no role as null and leaves an empty password out when editing', () => {
    const values = { ...userValuesOf(user), role: '' };
    expect(userUpdateInputOf(values)).not.toHaveProperty('password');
    expect(userUpdateInputOf(values).role).toBeNull();
    expect(userUpdateInputOf({ ...values, password: 'newpass' }).password).toBe('newpass');
    expect(userCreateInputOf(valid())).toMatchObject({ password: 'secret1', activated: false });
  });
});

describe('user form validation', () => {
  it('accepts a complete new user', () => {
    expect(validate(valid(), 'create')).toEqual({});
  });

  it("applies the spec's password rules on create", () => {
    expect(validate({ ...valid(), password: 'abc', confirmPassword: 'abc' }, 'create')).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(validate({ ...valid(), password: 'abc def', confirmPassword: 'abc def' }, 'create')).toEqual({
      password: 'Password must not contain spaces',
    });
    expect(validate({ ...valid(), confirmPassword: 'other1' }, 'create')).toEqual({
      confirmPassword: 'The password does not match',
    });
  });

  it('makes the password optional when editing, but checks it when given', () => {
    const values = { ...userValuesOf(user), password: '', confirmPassword: '' };
    expect(validate(values, 'edit')).toEqual({});
    expect(validate({ ...values, password: 'short' }, 'edit')).toMatchObject({
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Please, confirm your password',
    });
    expect(validate({ ...values, password: 'longer1', confirmPassword: 'longer2' }, 'edit')).toEqual({
      confirmPassword: 'The password does not match',
    });
  });

  it('checks names, e-mail and coordinates with the shared schema', () => {
    const errors = validate(
      { ...valid(), firstName: 'J', email: 'nope', latitude: 91, zoomLevel: 2.5 },
      'create',
    );
    // A person's name may have two letters ('Jo'), not one.
    expect(errors).toMatchObject({
      firstName: 'Field must be at least 2 characters',
      email: 'Invalid email',
    });
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['latitude', 'zoomLevel']));
  });
});

describe('the link of a PRODUCER or ARTIST account', () => {
  const producerId = '00000000-0000-4000-8000-0000000000aa';
  it('is required for those roles, under its field', () => {
    expect(validate({ ...userValuesOf(user), producerId: null }, 'edit')).toMatchObject({
      producerId: 'A producer account must be linked to its producer',
    });
    const artist = { ...userValuesOf(user), role: 'ARTIST' };
    expect(validate(artist, 'edit')).toMatchObject({
      artistId: 'An artist account must be linked to its artist',
    });
    expect(validate(userValuesOf(user), 'edit')).not.toHaveProperty('producerId');
    expect(validate({ ...userValuesOf(user), role: 'BOX_OFFICE' }, 'edit')).not.toHaveProperty('producerId');
  });

  it('is sent for the role that uses it; the other link is cleared', () => {
    const values = { ...userValuesOf(user), producerId, artistId: producerId };
    expect(userUpdateInputOf(values)).toMatchObject({ producerId, artistId: null });
    expect(userUpdateInputOf({ ...values, role: 'BOX_OFFICE' })).toMatchObject({
      producerId: null,
      artistId: null,
    });
  });
});
