/** Removes the spaces and dots people type in VAT numbers ("FR 40 303 265 045"). */
export function normalizeVatNumber(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/**
 * An intra-community VAT number: two letters then 2 to 13 characters; a French one (FR) is a two-digit key
 * and a SIREN of 9 digits whose key is (12 + 3 × (SIREN mod 97)) mod 97 (letter keys, older ones, are
 * taken as given).
 */
export function isValidVatNumber(value: string): boolean {
  const vat = normalizeVatNumber(value);
  if (!/^[A-Z]{2}[0-9A-Z]{2,13}$/.test(vat)) return false;
  if (!vat.startsWith('FR')) return true;
  const match = /^FR([0-9A-Z]{2})(\d{9})$/.exec(vat);
  if (!match) return false;
  const [, key, siren] = match;
  if (!/^\d\d$/.test(key!)) return true;
  return Number(key) === (12 + 3 * (Number(siren) % 97)) % 97;
}
