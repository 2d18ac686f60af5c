import type { Address, AddressInput } from '@encore/shared/common/fields';

export const iso = (date: Date) => date.toISOString();

interface AddressColumns {
  street: string | null;
  addressComplement: string | null;
  stateProvince: string | null;
  postalCode: string | null;
  country: string | null;
  city: string | null;
}

/** Addresses are flat columns in the database and one `address` object over HTTP. */
export function addressOf(row: AddressColumns): Address {
  return {
    street: row.street,
    complement: row.addressComplement,
    stateProvince: row.stateProvince,
    postalCode: row.postalCode,
    country: row.country,
    city: row.city,
  };
}

/** The columns an address input sets; absent keys are left unchanged, null clears. */
export function addressColumns(address: AddressInput | undefined): Partial<AddressColumns> {
  if (!address) return {};
  const map: Record<keyof AddressInput, keyof AddressColumns> = {
    street: 'street',
    complement: 'addressComplement',
    stateProvince: 'stateProvince',
    postalCode: 'postalCode',
    country: 'country',
    city: 'city',
  };
  const columns: Partial<AddressColumns> = {};
  for (const [key, column] of Object.entries(map) as [keyof AddressInput, keyof AddressColumns][]) {
    if (address[key] !== undefined) columns[column] = address[key] ?? null;
  }
  return columns;
}

/** Keeps only the keys present in the input, so PATCH leaves other columns alone. */
export function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}
