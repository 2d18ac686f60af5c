import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '@encore/shared/journal/journal.schema';
import { entrySummary } from './entries-table';

/** Keys and their values, so the summary's parts show. */
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key}${JSON.stringify(values)}` : key) as unknown as TFunction;

const entry = (type: string, payload: unknown): JournalEntry => ({
  sequence: 1,
  at: '2026-11-27T10:00:00.000Z',
  type,
  payload: JSON.stringify(payload),
  previousHash: '0'.repeat(64),
  hash: 'a'.repeat(64),
  signature: '',
  signedSequence: 1,
  keyId: 'k',
});

describe('a journal entry in one line', () => {
  it('names the order, the method and the amount of a payment, in the language', () => {
    const payment = entry('payment', { orderNumber: '2026-0042', method: 'cash', amountCents: 2650 });
    expect(entrySummary(payment, t, 'en')).toBe('entries.order{"number":"2026-0042"} · methods.cash €26.50');
    expect(entrySummary(payment, t, 'fr')).toMatch(/methods\.cash 26,50\s€$/);
  });

  it("says a closing's period, its net and its grand total, and a failed verification's broken sequence", () => {
    const closing = entry('closing', {
      kind: 'day',
      period: '2026-11-27',
      totalCents: 14600,
      grandTotalCents: 17250,
    });
    expect(entrySummary(closing, t, 'en')).toBe(
      'closings.kinds.day 2026-11-27 · €146.00 · closings.grandTotal €172.50',
    );
    const failed = entry('verification', { ok: false, firstBrokenSequence: 7, reason: 'changed' });
    expect(entrySummary(failed, t, 'en')).toBe(
      'verification.firstBroken{"sequence":7,"reason":"verification.reasons.changed"}',
    );
  });

  it('shows nothing for a payload it cannot read', () => {
    expect(entrySummary({ ...entry('sale', {}), payload: '{' }, t, 'en')).toBe('');
  });
});
