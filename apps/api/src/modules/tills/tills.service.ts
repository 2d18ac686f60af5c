import { ErrorCode } from '@encore/shared/errors';
import {
  countTotalCents,
  tenderMethods,
  type AmountsByMethod,
  type DenominationCount,
} from '@encore/shared/money/money-facts';
import type {
  CloseTillSession,
  MovementRequest,
  OpenTillSession,
  Till,
  TillMovement,
  TillReport,
  TillSession,
} from '@encore/shared/tills/till.schema';
import type { Database, Executor } from '../../db/client';
import { findPgError } from '../../lib/database-errors';
import { iso } from '../../lib/dto';
import { AppError, conflict, notFound } from '../../lib/errors';
import { noJournal, type JournalRecorder } from '../../lib/journal-recorder';
import { assertCan, assertReach } from '../../lib/object-access';
import { transactionWithRetry } from '../../lib/transaction-retry';
import type { SessionContext } from '../../plugins/auth';
import * as repo from './tills.repository';
import { expectedOf, movementDto, sessionView } from './till-session-view';
import { buildReport } from './till-report';
import { renderReportPdf } from './till-report-pdf';

export interface TillsDeps {
  db: Database;
  /** Where till events are recorded, in the same transaction (issue 23's journal). */
  journal?: JournalRecorder;
}

const tillNotFound = () => notFound('Till not found');
const sessionNotFound = () => notFound('Till session not found');
const closedSession = () => conflict(ErrorCode.tillSessionClosed);

function countedOf(input: CloseTillSession): AmountsByMethod {
  return {
    cash: countTotalCents(input.cash as DenominationCount),
    card: input.other?.card ?? 0,
    cheque: input.other?.cheque ?? 0,
    transfer: input.other?.transfer ?? 0,
    voucher: input.other?.voucher ?? 0,
  };
}

export function createTillsService(deps: TillsDeps) {
  const { db } = deps;
  const journal = deps.journal ?? noJournal;

  /** The session, locked for the transaction, that the caller may change (404 when it may not read it). */
  async function changeable(tx: Executor, id: string, session: SessionContext) {
    const row = await repo.findSession(tx, id, true);
    if (!row) throw sessionNotFound();
    assertReach(session.ability, 'update', 'TillSession', { openedBy: row.openedBy }, sessionNotFound);
    if (row.status !== 'open') throw closedSession();
    return row;
  }

  return {
    async list(): Promise<Till[]> {
      const rows = await repo.listTills(db);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        createdAt: iso(row.createdAt),
        openSession: row.sessionId
          ? { id: row.sessionId, openedBy: row.openedBy!, openedByName: row.openedByName }
          : null,
      }));
    },

    async create(name: string): Promise<Till> {
      const row = await repo.insertTill(db, name);
      return { id: row.id, name: row.name, createdAt: iso(row.createdAt), openSession: null };
    },

    /** Opens a session for the caller: one open session per till and per seller (unique indexes). */
    async open(tillId: string, input: OpenTillSession, session: SessionContext): Promise<TillSession> {
      const userId = session.user.id;
      assertCan(session.ability, 'create', 'TillSession', { openedBy: userId });
      const openingFloat = input.openingFloat as DenominationCount;
      const openingFloatCents = countTotalCents(openingFloat);
      try {
        const id = await transactionWithRetry(db, async (tx) => {
          if (!(await repo.tillExists(tx, tillId))) throw tillNotFound();
          const id = await repo.insertSession(tx, {
            tillId,
            openedBy: userId,
            openingFloat,
            openingFloatCents,
          });
          await journal.record(tx, {
            type: 'till_opened',
            payload: { tillSessionId: id, tillId, userId, openingFloatCents },
          });
          return id;
        });
        return sessionView(db, (await repo.findSession(db, id))!);
      } catch (error) {
        const constraint = findPgError(error)?.constraint;
        if (constraint === 'till_sessions_open_per_till') throw conflict(ErrorCode.tillBusy);
        if (constraint === 'till_sessions_open_per_seller') throw conflict(ErrorCode.sellerHasOpenSession);
        throw error;
      }
    },

    /** The caller's open session. */
    async current(session: SessionContext): Promise<TillSession> {
      const id = await repo.openSessionIdOf(db, session.user.id);
      const row = id ? await repo.findSession(db, id) : undefined;
      if (!row) throw notFound('No open till session');
      return sessionView(db, row);
    },

    async get(id: string, session: SessionContext): Promise<TillSession> {
      const row = await repo.findSession(db, id);
      if (!row) throw sessionNotFound();
      assertReach(session.ability, 'read', 'TillSession', { openedBy: row.openedBy }, sessionNotFound);
      return sessionView(db, row);
    },

    async move(id: string, input: MovementRequest, session: SessionContext): Promise<TillMovement> {
      const movement = await transactionWithRetry(db, async (tx) => {
        await changeable(tx, id, session);
        const row = await repo.insertMovement(tx, id, session.user.id, input);
        await journal.record(tx, {
          type: 'till_movement',
          payload: {
            tillSessionId: id,
            movementId: row.id,
            kind: row.kind,
            amountCents: row.amountCents,
            reason: row.reason,
            userId: session.user.id,
          },
        });
        return row;
      });
      return movementDto(movement);
    },

    /**
     * Closes the session with the count. Its row is locked first: a sale taking this session
     * (`tillSessionsFor`) holds it shared until it commits, so the expected figures include every payment
     * made in it, and none is added after.
     */
    async close(id: string, input: CloseTillSession, session: SessionContext): Promise<TillSession> {
      await transactionWithRetry(db, async (tx) => {
        const row = await changeable(tx, id, session);
        const { expected } = await expectedOf(tx, row);
        const counted = countedOf(input);
        const variance = repo.zeroByMethod();
        for (const method of tenderMethods) variance[method] = counted[method] - expected[method];
        const closed = await repo.closeSession(tx, id, {
          closedBy: session.user.id,
          closingCount: input.cash as DenominationCount,
          expected,
          counted,
          variance,
        });
        if (!closed) throw closedSession();
        await journal.record(tx, {
          type: 'till_closed',
          payload: { tillSessionId: id, userId: session.user.id, expected, counted, variance },
        });
      });
      return sessionView(db, (await repo.findSession(db, id))!);
    },

    /** The Z report's figures (screen). */
    async report(id: string, session: SessionContext): Promise<TillReport> {
      const row = await repo.findSession(db, id);
      if (!row) throw sessionNotFound();
      assertReach(session.ability, 'read', 'TillSession', { openedBy: row.openedBy }, sessionNotFound);
      return buildReport(db, row);
    },

    /** The Z report as a PDF, in French or English. */
    async reportPdf(id: string, lang: 'fr' | 'en', session: SessionContext) {
      const report = await this.report(id, session);
      return {
        pdf: await renderReportPdf(report, lang),
        fileName: `z-report-${report.session.openedAt.slice(0, 10)}.pdf`,
      };
    },
  };
}

export type TillsService = ReturnType<typeof createTillsService>;

/** E04001, as the sales module answers a cash payment or refund made without an open session. */
export const noOpenTillSession = () => new AppError(409, ErrorCode.noOpenTillSession);
