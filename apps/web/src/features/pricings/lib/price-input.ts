import { parseEurosToCents } from '@encore/shared/money';

/**
 * The price field holds what the person types ("12,5", "12.50 €"); the form keeps that text and converts it
 * with shared money.ts (parsed as text, never through floats). Empty and unreadable both give null.
 */
export function priceTextToCents(text: string): number | null {
  return text.trim() === '' ? null : parseEurosToCents(text);
}

/** Cents back to the text of the field in the person's language: 1250 -> "12,50" (fr) or "12.50" (en). */
export function centsToPriceText(cents: number, locale: string): string {
  const text = (cents / 100).toFixed(2);
  return locale.startsWith('fr') ? text.replace('.', ',') : text;
}

/** The quota field: empty is unlimited (null); anything else must be a whole number. */
export function quotaTextToValue(text: string | number): number | null | 'invalid' {
  const raw = String(text).trim();
  if (raw === '') return null;
  return /^\d+$/.test(raw) ? Number(raw) : 'invalid';
}
