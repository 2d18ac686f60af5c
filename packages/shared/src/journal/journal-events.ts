import type { InvitationReason, TenderMethod, TillMovementKind } from '../money/money-facts';

/**
 * What the tamper-evident journal (issue 23, france.md) records: every money event and every technical
 * event, each as a type and a payload. This file is the contract between the modules that record (sales,
 * tills, the app's life cycle) and the journal module that chains, signs, closes and archives. Payloads
 * are plain JSON (cents as integers, times as ISO strings, ids as strings), canonicalised by the journal.
 */

/** One VAT rate's share of an amount: rate in basis points (550 = 5.5 %), base (HT), VAT and total (TTC). */
export interface VatLine {
  rateBasisPoints: number;
  baseCents: number;
  vatCents: number;
  totalCents: number;
}

interface OrderRef {
  orderId: string;
  orderNumber: string;
  /** Who did it (the user's id) and at which till session, when at a counter. */
  userId: string;
  tillSessionId: string | null;
}

export type ClosingKind = 'day' | 'month' | 'year';

export interface ClosingPayload {
  kind: ClosingKind;
  /** 2026-11-27 (the business day starting that day at the cut-off), 2026-11 or 2026. */
  period: string;
  /** The period as instants (ISO), [from, to). */
  from: string;
  to: string;
  /** The first and last sequences dated in the period (null: no entry in it). */
  fromSequence: number | null;
  toSequence: number | null;
  /** Per VAT rate: sales less cancellations (HT, TVA, TTC). */
  vat: VatLine[];
  /** TTC sold, cancelled, and the net (sold less cancelled, the sum of `vat`). */
  salesCents: number;
  cancellationsCents: number;
  totalCents: number;
  /** Money in and out per payment method, and their sums. */
  byMethod: Record<TenderMethod, { paidCents: number; refundedCents: number }>;
  paidCents: number;
  refundedCents: number;
  /** Tickets sold and cancelled (invitations apart), and tickets given as invitations. */
  tickets: number;
  cancelledTickets: number;
  invitations: number;
  /** The perpetual grand total (net TTC since the first entry, never reset): the previous one plus `totalCents`. */
  previousGrandTotalCents: number;
  grandTotalCents: number;
}

export interface JournalPayloads {
  /** An order validated for money: its lines per VAT rate (fees included at their rate). */
  sale: OrderRef & { totalCents: number; vat: VatLine[]; tickets: number };
  /** Money in: one payment of an order (several per order when split). */
  payment: OrderRef & {
    paymentId: string;
    method: TenderMethod;
    amountCents: number;
    tenderedCents: number | null;
    changeCents: number | null;
  };
  /** Tickets given at 0 with a reason. */
  invitation: OrderRef & { reason: InvitationReason; tickets: number };
  /** Items (or the whole order) cancelled: what the sale is reduced by, per VAT rate. */
  cancellation: OrderRef & { itemIds: string[]; totalCents: number; vat: VatLine[]; tickets: number };
  /** Money out: a refund paid back. */
  refund: OrderRef & {
    refundId: string;
    method: TenderMethod;
    amountCents: number;
    reason: string | null;
  };
  /** A receipt's first print (the original, copy 1): every print is counted (issue 23, point 8). */
  receipt_print: OrderRef & { document: 'receipt'; copy: number; format: '80mm' | 'a4' };
  /** A reprint of a receipt (marked DUPLICATA), `copy` its print number (2, 3...). */
  duplicate_print: OrderRef & { document: 'receipt'; copy: number; format?: '80mm' | 'a4' };
  till_opened: { tillSessionId: string; tillId: string; userId: string; openingFloatCents: number };
  till_movement: {
    tillSessionId: string;
    movementId: string;
    kind: TillMovementKind;
    amountCents: number;
    reason: string;
    userId: string;
  };
  till_closed: {
    tillSessionId: string;
    userId: string;
    expected: Record<TenderMethod, number>;
    counted: Record<TenderMethod, number>;
    variance: Record<TenderMethod, number>;
  };
  /**
   * A closing (made by itself once its period has ended, modules/journal/journal-closings.ts): the money of
   * the entries dated in the period. A day is a business day from the cut-off (BUSINESS_DAY_CUTOFF, 04:00
   * Europe/Paris by default) to the next; a month closes from its days, a year from its months.
   */
  closing: ClosingPayload;
  // Technical events (the "JET").
  start: { version: string; node: string };
  stop: { version: string; node: string; reason: string };
  migration: { from: string | null; to: string };
  config_change: { key: string; userId: string | null; detail: Record<string, unknown> };
  /** A user's role set or changed: the new role's id (null: none), who did it, and the user and roles in detail. */
  role_change: { roleId: string | null; userId: string | null; detail: Record<string, unknown> };
  key_rotation: { oldKeyId: string | null; newKeyId: string; publicKey: string };
  archive: { period: string; entries: number; sha256: string; userId: string | null };
  verification: { ok: boolean; entries: number; firstBrokenSequence: number | null; reason: string | null };
}

export type JournalType = keyof JournalPayloads;
export type JournalEvent = { [T in JournalType]: { type: T; payload: JournalPayloads[T] } }[JournalType];
