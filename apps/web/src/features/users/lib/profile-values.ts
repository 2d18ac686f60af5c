import type { AccountUpdateInput } from '@encore/shared/account/account.schema';
import type { Address } from '@encore/shared/common/fields';
import type { User } from '@encore/shared/users/user.schema';
import type { GetInputPropsReturnType } from '@mantine/form';

export const addressKeys = [
  'street',
  'complement',
  'postalCode',
  'city',
  'stateProvince',
  'country',
] as const;
export type AddressKey = (typeof addressKeys)[number];

/** Number inputs hold '' while empty; the API wants null there. */
export type NumberValue = number | string;

/** Where a map should centre on the person (SPEC section 3), with the schema's bounds. */
export const geoRanges = {
  latitude: { min: -90, max: 90 },
  longitude: { min: -180, max: 180 },
  zoomLevel: { min: 0, max: 22 },
} as const;
export type GeoKey = keyof typeof geoRanges;

/** The profile fields as a form holds them: every text a string, '' for "not given". */
export interface ProfileFormValues extends Record<string, unknown> {
  firstName: string;
  lastName: string;
  email: string;
  dateOfBirth: string;
  /** A gender of the shared list, or '' for none chosen. */
  gender: string;
  phone: string;
  altPhone: string;
  address: Record<AddressKey, string>;
  latitude: NumberValue;
  longitude: NumberValue;
  zoomLevel: NumberValue;
  /** Asked only when the e-mail changes (My account). */
  currentPassword?: string;
}

type ProfileSource = Partial<Omit<User, 'address'>> & { address?: Partial<Address> };

export function profileValuesOf(user?: ProfileSource | null): ProfileFormValues {
  const address = Object.fromEntries(addressKeys.map((k) => [k, user?.address?.[k] ?? ''])) as Record<
    AddressKey,
    string
  >;
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    dateOfBirth: user?.dateOfBirth ?? '',
    gender: user?.gender ?? '',
    phone: user?.phone ?? '',
    altPhone: user?.altPhone ?? '',
    address,
    latitude: user?.latitude ?? '',
    longitude: user?.longitude ?? '',
    zoomLevel: user?.zoomLevel ?? '',
  };
}

const numberOrNull = (value: NumberValue): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const trimmed = value.trim();
  // A text that is not a number stays NaN so that validation refuses it rather than dropping it.
  return trimmed === '' ? null : Number(trimmed.replace(',', '.'));
};

/**
 * The profile part of the API input. Empty texts are sent as '' (the shared schema turns them into null,
 * which clears the field); empty date, gender and numbers are sent as null.
 */
export function profileInputOf(values: ProfileFormValues): AccountUpdateInput {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    dateOfBirth: values.dateOfBirth || null,
    gender: (values.gender || null) as AccountUpdateInput['gender'],
    phone: values.phone,
    altPhone: values.altPhone,
    address: { ...values.address },
    latitude: numberOrNull(values.latitude),
    longitude: numberOrNull(values.longitude),
    zoomLevel: numberOrNull(values.zoomLevel),
    ...(values.currentPassword ? { currentPassword: values.currentPassword } : {}),
  };
}

/** The Mantine props of one form path (`form.getInputProps`). */
export type InputPropsOf = (path: string) => GetInputPropsReturnType;
