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
