import type {
  CheckInAnswer,
  CheckInBatchAnswer,
  CheckInRequest,
  EventCheckIns,
} from '@encore/shared/tickets/check-in.schema';
import type { checkInBatchRequestSchema } from '@encore/shared/tickets/check-in.schema';
import { base32Encode, parseTicketScan } from '@encore/shared/tickets/ticket-code';
import type { z } from 'zod';
import { shared, sharedUsable } from '../../db/ambient-transaction';
import type { Database } from '../../db/client';
import { findPgError } from '../../lib/database-errors';
import { iso } from '../../lib/dto';
import { conflict, notFound } from '../../lib/errors';
import { ErrorCode } from '@encore/shared/errors';
import { assertReach } from '../../lib/object-access';
import type { SessionContext } from '../../plugins/auth';
import { runScan, type ScanInput } from './check-in-statement';
import { assertScanTimes } from './check-in-times';
import * as repo from './check-ins.repository';
import { codeHash } from './code-hash';
import type { TicketKey } from './ticket-key';

export interface CheckInsDeps {
  db: Database;
  key: TicketKey;
  /** Another way to run one scan (check-in-statement.ts); unset: runScan. */
  scan?: typeof runScan;
  /** DOORS_OPEN_HOURS: doors open this long before the event's start (check-in-times.ts). */
  doorsOpenHours?: number;
}

const eventNotFound = () => notFound('Event not found');
const nameOf = (row: { firstName: string | null; lastName: string | null }) =>
  [row.firstName, row.lastName].filter(Boolean).join(' ') || null;

export function createCheckInsService(deps: CheckInsDeps) {
  const { db, key } = deps;

  // A door scans one event for hours: its facts (show, producer, room) are read once per 10 s, not per scan.
  const events = new Map<string, { at: number; facts: Promise<repo.EventFacts | undefined> }>();
  const factsOf = (eventId: string) => {
    const cached = events.get(eventId);
    if (cached && Date.now() - cached.at < 10_000 && sharedUsable(cached.facts)) return cached.facts;
    if (events.size > 1000) events.clear();
    // An ambient transaction (an idempotent scan) never awaits another request's read still under way.
    const facts = shared(repo.eventFacts(db, eventId));
    events.set(eventId, { at: Date.now(), facts });
    facts.catch(() => events.delete(eventId));
    return facts;
  };

  async function reachableEvent(eventId: string, action: 'create' | 'read', session: SessionContext) {
    const event = await factsOf(eventId);
    if (!event) throw eventNotFound();
    const facts = { showId: event.showId, producerId: event.producerId, eventId: event.id };
    assertReach(session.ability, action, 'CheckIn', facts, eventNotFound);
    return event;
  }

  /**
   * One scan, in one statement (check-in-statement.ts: a QR payload's signature is the one stored). Run
   * again when it lost a race (another scan of the ticket committed meanwhile: its new snapshot sees it) or
   * when the same nonce was being recorded at the same instant (the first one's answer stands).
   */
  async function scan(
    input: { code: string; eventId: string; nonce?: string; device?: string },
    session: SessionContext,
    offlineAt?: Date,
  ): Promise<CheckInAnswer> {
    const parsed = parseTicketScan(input.code);
    const qr = parsed?.kind === 'qr' ? parsed : null;
    const statement: ScanInput = {
      code: parsed?.code ?? null,
      signedEventId: qr?.eventId ?? null,
      signature: qr && base32Encode(qr.signature),
      eventId: input.eventId,
      nonce: input.nonce ?? null,
      at: offlineAt ?? new Date(),
      userId: session.user.id,
      device: input.device ?? null,
      offline: Boolean(offlineAt),
    };
    for (let attempt = 0; ; attempt++) {
      try {
        const answer = await (deps.scan ?? runScan)(db, statement);
        if (answer) return answer;
      } catch (error) {
        if (!input.nonce || findPgError(error)?.code !== '23505') throw error;
        // Still taken once its first recording committed: another user's or event's nonce (never theirs).
        if (attempt > 0) throw conflict(ErrorCode.conflict, { reason: 'nonce_taken' });
      }
      if (attempt === 4) throw new Error('check-in: the ticket kept changing under the scan');
    }
  }

  return {
    async checkIn(input: CheckInRequest, session: SessionContext) {
      await reachableEvent(input.eventId, 'create', session);
      return scan(input, session);
    },

    /** Offline scans, earliest first (the first scan of a ticket is kept), answered in the request's order. */
    async batch(input: z.output<typeof checkInBatchRequestSchema>, session: SessionContext) {
      await reachableEvent(input.eventId, 'create', session);
      // Its start read afresh (one query per batch): the scans' cached facts may be 10 s old.
      const event = (await repo.eventFacts(db, input.eventId))!;
      assertScanTimes(input.scans, event.startsAt, new Date(), deps.doorsOpenHours);
      const order = input.scans
        .map((s, i) => ({ s, i }))
        .sort((a, b) => a.s.scannedAt.localeCompare(b.s.scannedAt));
      const out: CheckInBatchAnswer[] = new Array(input.scans.length);
      for (const { s, i } of order) {
        const result = await scan({ ...s, eventId: input.eventId }, session, new Date(s.scannedAt));
        out[i] = { ...result, nonce: s.nonce, duplicate: result.result === 'already_used' };
      }
      return out;
    },

    async counts(eventId: string, session: SessionContext): Promise<EventCheckIns> {
      await reachableEvent(eventId, 'read', session);
      const [counts, latest] = await Promise.all([
        repo.eventCounts(db, eventId),
        repo.latestScans(db, eventId, 20),
      ]);
      return {
        eventId,
        ...counts,
        latest: latest.map((row) => ({
          id: row.id,
          at: iso(row.at),
          result: row.result,
          ticketId: row.ticketId,
          areaLabel: row.answer.ticket?.areaLabel ?? null,
          rowLabel: row.answer.ticket?.rowLabel ?? null,
          seatLabel: row.answer.ticket?.seatLabel ?? null,
          device: row.device,
          userName: nameOf(row),
          offline: row.offline,
        })),
      };
    },

    async manifest(eventId: string, session: SessionContext) {
      await reachableEvent(eventId, 'read', session);
      // Read afresh (the scans' facts are cached 10 s): a cancellation reaches the next manifest.
      const event = (await repo.eventFacts(db, eventId))!;
      const rows = await repo.manifestTickets(db, eventId);
      // Cancelled or over: every ticket void, so a door that reads no eventStatus refuses them too.
      const over = event.status === 'cancelled' || event.endsAt.getTime() < Date.now();
      return {
        eventId,
        showName: event.showName,
        startsAt: iso(event.startsAt),
        endsAt: iso(event.endsAt),
        eventStatus: event.status,
        roomName: event.roomName,
        generatedAt: iso(new Date()),
        publicKey: key.publicKeyHex,
        tickets: rows.map(({ code, signature, checkedInAt, ...row }) => ({
          ...row,
          status: over ? ('void' as const) : row.status,
          codeHash: codeHash(code),
          // Whichever key signed it (TICKET_SIGNING_KEY rotated since): the door compares, as online.
          signatureHash: codeHash(signature),
          checkedInAt: checkedInAt && iso(checkedInAt),
        })),
      };
    },
  };
}

export type CheckInsService = ReturnType<typeof createCheckInsService>;
