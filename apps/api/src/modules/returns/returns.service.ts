import { subject } from '@casl/ability';
import type { Business } from '@encore/shared/business/business.schema';
import { ErrorCode } from '@encore/shared/errors';
import {
  quarterBounds,
  type ReceiptFormat,
  type ReturnLanguage,
} from '@encore/shared/returns/returns.schema';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { JournalRecorder } from '../../lib/journal-recorder';
import { assertReach } from '../../lib/object-access';
import type { SessionContext } from '../../plugins/auth';
import { assertOrder, eventStatementFacts, receiptFacts, sibilFacts } from '../sales';
import { renderRows } from './pdf-rows';
import { countPrint } from './receipt-prints.repository';
import { receiptRows } from './receipt-rows';
import { parisMidnight, returnsTexts } from './returns-texts';
import { sibilCsv } from './sibil-csv';
import { statementOf } from './statement';
import { statementCsv, statementRows } from './statement-files';

export interface ReturnsDeps {
  db: Database;
  journal: JournalRecorder;
  business: () => Promise<Business>;
  version: string;
}

const noOne = '00000000-0000-0000-0000-000000000000';

/** Receipts (point 8) and France's returns (point 9): read from the sales module's facts. */
export function createReturnsService({ db, journal, business, version }: ReturnsDeps) {
  const statementFor = async (eventId: string, session: SessionContext) => {
    const facts = await eventStatementFacts(db, eventId);
    if (!facts) throw notFound('Event not found');
    // A producer's 'read Analytics' names its producer: another's event answers 404 like a missing one.
    assertReach(session.ability, 'read', 'Analytics', { producerId: facts.event.producerId }, () =>
      notFound('Event not found'),
    );
    return statementOf(facts);
  };
  return {
    /**
     * A receipt: whoever reads the order prints it. Each print is counted and journalled in one
     * transaction (the original, then DUPLICATA 2, 3...), then drawn.
     */
    async receipt(orderId: string, format: ReceiptFormat, lang: ReturnLanguage, session: SessionContext) {
      const facts = await receiptFacts(db, orderId);
      if (!facts) throw notFound('Order not found');
      assertOrder(session, 'read', facts.access);
      if (!facts.validatedAt)
        throw new AppError(409, ErrorCode.orderState, undefined, { status: facts.status });
      const copy = await db.transaction(async (tx) => {
        const n = await countPrint(tx, orderId);
        const ref = { orderId, orderNumber: facts.number, userId: session.user.id, tillSessionId: null };
        await journal.record(
          tx,
          n === 1
            ? { type: 'receipt_print', payload: { ...ref, document: 'receipt', copy: n, format } }
            : { type: 'duplicate_print', payload: { ...ref, document: 'receipt', copy: n, format } },
        );
        return n;
      });
      const rows = receiptRows({
        facts,
        business: await business(),
        copy,
        printedAt: new Date(),
        version,
        lang,
      });
      const pdf = await renderRows(rows, format, `${returnsTexts[lang].receipt} ${facts.number}`);
      return { pdf, copy, fileName: `receipt-${facts.number}${copy > 1 ? `-${copy}` : ''}.pdf` };
    },

    async statementPdf(eventId: string, lang: ReturnLanguage, session: SessionContext) {
      const statement = await statementFor(eventId, session);
      const rows = statementRows({
        statement,
        business: await business(),
        printedAt: new Date(),
        version,
        lang,
      });
      return renderRows(rows, 'a4', returnsTexts[lang].statement);
    },

    async statementCsv(eventId: string, lang: ReturnLanguage, session: SessionContext) {
      const statement = await statementFor(eventId, session);
      return statementCsv({ statement, business: await business(), lang });
    },

    /** The quarter's SIBIL return; a producer's own shows only (its rule names its producer). */
    async sibil(quarter: string, lang: ReturnLanguage, session: SessionContext) {
      const { year, fromMonth } = quarterBounds(quarter);
      const all = session.ability.can('read', subject('Analytics', { producerId: noOne }));
      const producerId = all ? undefined : (session.user.producerId ?? noOne);
      const rows = await sibilFacts(
        db,
        parisMidnight(year, fromMonth + 1),
        parisMidnight(year, fromMonth + 4),
        producerId,
      );
      return sibilCsv(rows, lang);
    },
  };
}
export type ReturnsService = ReturnType<typeof createReturnsService>;
