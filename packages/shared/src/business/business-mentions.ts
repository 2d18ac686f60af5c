import type { Business } from './business.schema';

const labels = {
  fr: { siret: 'SIRET', vat: 'TVA intracom.', licence: 'Licence' },
  en: { siret: 'SIRET', vat: 'VAT', licence: 'Licence' },
} as const;

/** "732 829 320 00074": a SIRET as printed (SIREN in threes, then the establishment's five digits). */
export const spacedSiret = (siret: string) =>
  `${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}`;

/**
 * The seller's legal mentions as printed on tickets and receipts (france.md: name, address, SIRET, VAT
 * number; the show licence for a show business), one line each; none until the business is filled in.
 */
export function businessMentions(business: Business, language: 'fr' | 'en'): string[] {
  if (!business.legalName) return [];
  const l = labels[language];
  const { street, complement, postalCode, city } = business.address;
  const place = [postalCode, city].filter(Boolean).join(' ');
  const address = [street, complement, place].filter(Boolean).join(', ');
  const numbers = [
    business.siret && `${l.siret} ${spacedSiret(business.siret)}`,
    business.vatNumber && `${l.vat} ${business.vatNumber}`,
    business.licenceNumber && `${l.licence} ${business.licenceNumber}`,
  ].filter(Boolean);
  return [business.legalName, address, numbers.join(' · ')].filter(Boolean);
}
