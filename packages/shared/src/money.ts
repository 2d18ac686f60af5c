/**
 * Money is integer cents of euros everywhere (product.md); rates are basis points (2.1 % = 210). Prices are
 * typed and shown VAT included, as French box offices do, so VAT is extracted from the price, never added.
 */

export const currency = 'EUR';
export const maxPriceCents = 10_000_000; // 100,000 €: far above any ticket, low enough to stay exact.

/**
 * The VAT included in a price: `price * rate / (10000 + rate)` rounded half up to the cent, in integer
 * arithmetic (no float error): floor((2·N + D) / 2·D) is N/D rounded half up for N, D ≥ 0.
 * The same function serves the form (shown as you type), the API and, later, order totals.
 */
export function vatIncludedCents(priceCents: number, rateBasisPoints: number): number {
  assertCents(priceCents);
  if (!Number.isInteger(rateBasisPoints) || rateBasisPoints < 0 || rateBasisPoints > 10_000)
    throw new RangeError(`invalid rate ${rateBasisPoints}`);
  const numerator = priceCents * rateBasisPoints;
  const denominator = 10_000 + rateBasisPoints;
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The price excluding VAT; with `vatIncludedCents` the two always add up to the price. */
export function priceExcludingVatCents(priceCents: number, rateBasisPoints: number): number {
  return priceCents - vatIncludedCents(priceCents, rateBasisPoints);
}

function assertCents(cents: number) {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`invalid amount ${cents}`);
}

/** "12,50 €" in fr-FR, "€12.50" in en-US. */
export function formatEuros(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

/** A rate in basis points as people read it: 210 -> "2,1 %" (fr-FR), "2.1%" (en-US). */
export function formatRate(rateBasisPoints: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    rateBasisPoints / 10_000,
  );
}

/**
 * What a person typed in a price field ("12,5", "12.50", "1 200,00 €") as cents, or null when it is not
 * an amount with at most two decimals. Parsed as text so 0.1 + 0.2 never becomes 30.000000000000004 cents.
 */
export function parseEurosToCents(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  const match = /^(\d{1,6})(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents <= maxPriceCents ? cents : null;
}

/**
 * Order money (issue 11). A ticket's price is VAT included; the channel's fee is a flat amount per ticket
 * with NO VAT of its own (a booking fee outside the ticket's VAT base: simple, and stated on the order).
 * Each item copies its unit price, VAT and fee at the moment of sale, so a later pricing change never
 * changes a sold order; the order's totals are derived from those copies by `orderTotals` only.
 */
export interface ItemAmounts {
  unitPriceCents: number;
  vatRateBasisPoints: number;
  unitVatCents: number;
  unitFeeCents: number;
}

export function itemAmounts(priceCents: number, rateBasisPoints: number, feeCents: number): ItemAmounts {
  assertCents(feeCents);
  return {
    unitPriceCents: priceCents,
    vatRateBasisPoints: rateBasisPoints,
    unitVatCents: vatIncludedCents(priceCents, rateBasisPoints),
    unitFeeCents: feeCents,
  };
}

export interface OrderTotalsCents {
  /** Tickets excluding VAT. */
  subtotalCents: number;
  feesCents: number;
  vatCents: number;
  /** subtotal + fees: excluding VAT. */
  totalCents: number;
  /** What the customer pays: the tickets' prices (VAT included) + fees. */
  totalInclTaxCents: number;
}

/** VAT is rounded per ticket (as printed on each ticket), then multiplied: totals match the tickets. */
export function orderTotals(
  lines: readonly (Pick<ItemAmounts, 'unitPriceCents' | 'unitVatCents' | 'unitFeeCents'> & {
    quantity: number;
  })[],
): OrderTotalsCents {
  let prices = 0;
  let vat = 0;
  let fees = 0;
  for (const line of lines) {
    prices += line.unitPriceCents * line.quantity;
    vat += line.unitVatCents * line.quantity;
    fees += line.unitFeeCents * line.quantity;
  }
  const subtotalCents = prices - vat;
  const totalCents = subtotalCents + fees;
  return { subtotalCents, feesCents: fees, vatCents: vat, totalCents, totalInclTaxCents: totalCents + vat };
}
