import { z } from 'zod';
import { eventStatuses } from '../shows/event.schema';
import { ticketStatuses } from './ticket.schema';

/**
 * Answers of the door. `valid`: first entry, let in. `already_used`: let in before (`firstScan` says when
 * and where). `void`: its item or order was cancelled. `not_confirmed`: its order awaits approval.
 * `wrong_event`: a genuine ticket of another event (`ticketEvent` names it). `unknown`: no such ticket, or a
 * forged or altered code (a bad signature).
 */
export const checkInResults = [
  'valid',
  'already_used',
  'void',
  'not_confirmed',
  'wrong_event',
  'unknown',
] as const;
export type CheckInResult = (typeof checkInResults)[number];

/** Where a door device says it stands ("Door A", "Balcony"); shown in `already_used` answers. */
const deviceField = z.string().trim().max(60).optional();

/**
 * `POST /api/check-ins`. `code`: what was scanned, the QR payload or the typed text code (ticket-code.ts).
 * `nonce`: chosen by the device per scan; a retry with the same nonce (lost answer) gets the same answer
 * and changes nothing.
 */
export const checkInRequestSchema = z.object({
  code: z.string().trim().min(1).max(400),
  eventId: z.uuid(),
  nonce: z.string().trim().min(8).max(100).optional(),
  device: deviceField,
});
export type CheckInRequest = z.input<typeof checkInRequestSchema>;

/** What the door shows of a ticket: the seat and price level, never the customer's contact. */
export const checkInTicketSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  orderNumber: z.string(),
  status: z.enum(ticketStatuses),
  areaLabel: z.string().nullable(),
  rowLabel: z.string().nullable(),
  seatLabel: z.string().nullable(),
  priceLevelName: z.string(),
});
export type CheckInTicket = z.infer<typeof checkInTicketSchema>;

export const firstScanSchema = z.object({
  at: z.string(),
  device: z.string().nullable(),
  userName: z.string().nullable(),
  /** True when it was scanned offline and uploaded later. */
  offline: z.boolean(),
});
export type FirstScan = z.infer<typeof firstScanSchema>;

export const checkInAnswerSchema = z.object({
  result: z.enum(checkInResults),
  /** When this scan happened (server time online, the device's time for an offline scan). */
  scannedAt: z.string(),
  /** Null for `unknown`. */
  ticket: checkInTicketSchema.nullable(),
  /** `already_used` only: the scan that let the ticket in. */
  firstScan: firstScanSchema.nullable(),
  /** `wrong_event` only: the event the ticket admits to. */
  ticketEvent: z.object({ id: z.string(), showName: z.string(), startsAt: z.string() }).nullable(),
});
export type CheckInAnswer = z.infer<typeof checkInAnswerSchema>;
export const checkInAnswerResponseSchema = z.object({ data: checkInAnswerSchema });

/** `GET /api/events/{id}/check-ins`: the running count and the latest scans (newest first, at most 20). */
export const eventCheckInsSchema = z.object({
  eventId: z.string(),
  /** Valid tickets (the door's "sold"). */
  sold: z.number(),
  /** Valid tickets let in. */
  checkedIn: z.number(),
  latest: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      result: z.enum(checkInResults),
      ticketId: z.string().nullable(),
      areaLabel: z.string().nullable(),
      rowLabel: z.string().nullable(),
      seatLabel: z.string().nullable(),
      device: z.string().nullable(),
      userName: z.string().nullable(),
      offline: z.boolean(),
    }),
  ),
});
export type EventCheckIns = z.infer<typeof eventCheckInsSchema>;
export const eventCheckInsResponseSchema = z.object({ data: eventCheckInsSchema });

/**
 * `GET /api/events/{id}/check-in-manifest`: what the door keeps to go on scanning offline. Tickets of the
 * event in every status (void ones are the voided codes; all void once the event is cancelled or over), named by `codeHash` (ticket-code.ts), with their
 * seat labels; `checkedInAt` lets the device refuse a ticket let in before it went offline. No customer
 * name, e-mail or phone. `signatureHash` names the signature stored at sale, so the door admits a listed
 * ticket's QR code as the server does, whichever key signed it (shared/tickets/offline-check.ts).
 */
export const checkInManifestSchema = z.object({
  eventId: z.string(),
  showName: z.string(),
  startsAt: z.string(),
  /**
   * When the event ends, and whether it was cancelled: the door answers `void` to every ticket of a
   * cancelled event or after its end (absent from manifests kept by an earlier version of the door).
   */
  endsAt: z.string().optional(),
  eventStatus: z.enum(eventStatuses).optional(),
  roomName: z.string(),
  generatedAt: z.string(),
  /**
   * Ed25519 public key, 32 raw bytes as 64 lowercase hex digits: verifies the QR payload's signature of a
   * ticket the list does not hold yet (sold after the manifest was taken, so signed by this key).
   */
  publicKey: z.string(),
  tickets: z.array(
    z.object({
      id: z.string(),
      codeHash: z.string(),
      /** The same hash (ticket-code.ts) of the signature stored at sale, as base32 text (as in the QR code). */
      signatureHash: z.string(),
      status: z.enum(ticketStatuses),
      areaLabel: z.string().nullable(),
      rowLabel: z.string().nullable(),
      seatLabel: z.string().nullable(),
      priceLevelName: z.string(),
      checkedInAt: z.string().nullable(),
    }),
  ),
});
export type CheckInManifest = z.infer<typeof checkInManifestSchema>;
export const checkInManifestResponseSchema = z.object({ data: checkInManifestSchema });

/**
 * `POST /api/check-ins/batch`: scans made offline, sent when the network returns (also safe to resend: each
 * scan's nonce is required and idempotent, per user and event). The first scan of a ticket the server
 * records (online, or the earliest of a batch by `scannedAt`) is its check-in; every other scan of it
 * answers `already_used`, even one dated earlier (a later batch never makes a second entry `valid`).
 * `scannedAt` must fall between the event's doors opening (DOORS_OPEN_HOURS before its start, 6 by
 * default) and now + 5 minutes: otherwise 400, each such scan named in `details` (`scans.N.scannedAt`).
 */
export const checkInBatchRequestSchema = z.object({
  eventId: z.uuid(),
  scans: z
    .array(
      z.object({
        code: z.string().trim().min(1).max(400),
        nonce: z.string().trim().min(8).max(100),
        scannedAt: z.iso.datetime({ offset: true }),
        device: deviceField,
      }),
    )
    .min(1)
    .max(500),
});
export type CheckInBatchRequest = z.input<typeof checkInBatchRequestSchema>;

/** One answer per uploaded scan, in the request's order; `duplicate`: not the ticket's first scan. */
export const checkInBatchResponseSchema = z.object({
  data: z.array(checkInAnswerSchema.extend({ nonce: z.string(), duplicate: z.boolean() })),
});
export type CheckInBatchAnswer = z.infer<typeof checkInBatchResponseSchema>['data'][number];
