import { z } from 'zod';
import { listQuerySchema, listResponseSchema } from '../common/list.schema';
import { keyed } from '../validation/message-key';

export const brokenReasons = ['changed', 'missing', 'reordered', 'bad signature'] as const;

/** `POST /api/journal/verify`: the chain recomputed from sequence 1, and the first broken entry if any. */
export const journalVerifyResultSchema = z.object({
  ok: z.boolean(),
  entries: z.number().int(),
  firstBrokenSequence: z.number().int().nullable(),
  reason: z.enum(brokenReasons).nullable(),
});
export type JournalVerifyResult = z.infer<typeof journalVerifyResultSchema>;
export const journalVerifyResponseSchema = z.object({ data: journalVerifyResultSchema });

/** `GET /api/journal/archive?period=2026` or `2026-11`: a calendar year or month, Europe/Paris time. */
export const journalArchiveQuerySchema = z.object({
  period: z.string().regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/, { message: keyed('journal.period') }),
});

export const journalEntrySchema = z.object({
  sequence: z.number().int(),
  at: z.string(),
  type: z.string(),
  payload: z.string(),
  previousHash: z.string(),
  hash: z.string(),
  signature: z.string(),
  signedSequence: z.number().int(),
  keyId: z.string(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

/** `GET /api/journal`: the newest entries first. */
export const journalListQuerySchema = listQuerySchema(['sequence']).pick({ page: true, pageSize: true });
export const journalListResponseSchema = listResponseSchema(journalEntrySchema);

export const closingKinds = ['day', 'month', 'year'] as const;

const vatLineSchema = z.object({
  rateBasisPoints: z.number().int(),
  baseCents: z.number().int(),
  vatCents: z.number().int(),
  totalCents: z.number().int(),
});
const methodTotalsSchema = z.object({ paidCents: z.number().int(), refundedCents: z.number().int() });

/** A closing (journal-events.ts `ClosingPayload`) and the sequence of its entry. */
export const journalClosingSchema = z.object({
  sequence: z.number().int(),
  kind: z.enum(closingKinds),
  period: z.string(),
  from: z.string(),
  to: z.string(),
  fromSequence: z.number().int().nullable(),
  toSequence: z.number().int().nullable(),
  vat: z.array(vatLineSchema),
  salesCents: z.number().int(),
  cancellationsCents: z.number().int(),
  totalCents: z.number().int(),
  byMethod: z.object({
    cash: methodTotalsSchema,
    card: methodTotalsSchema,
    cheque: methodTotalsSchema,
    transfer: methodTotalsSchema,
    voucher: methodTotalsSchema,
  }),
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  tickets: z.number().int(),
  cancelledTickets: z.number().int(),
  invitations: z.number().int(),
  previousGrandTotalCents: z.number().int(),
  grandTotalCents: z.number().int(),
});
export type JournalClosing = z.infer<typeof journalClosingSchema>;

/** `GET /api/journal/closings?kind=day|month|year`: the newest first. */
export const journalClosingsQuerySchema = journalListQuerySchema.extend({
  kind: z.enum(closingKinds).optional(),
});
export const journalClosingsResponseSchema = listResponseSchema(journalClosingSchema);

/** `GET /api/journal/verification`: the last verification recorded (null: never verified). */
export const journalLastVerificationSchema = journalVerifyResultSchema.extend({
  sequence: z.number().int(),
  at: z.string(),
});
export type JournalLastVerification = z.infer<typeof journalLastVerificationSchema>;
export const journalLastVerificationResponseSchema = z.object({
  data: journalLastVerificationSchema.nullable(),
});
