import { tenderMethods } from '@encore/shared/money/money-facts';
import type { TillReport } from '@encore/shared/tills/till.schema';
import type { Executor } from '../../db/client';
import { tillSessionFacts as facts } from '../sales';
import type { SessionRow } from './tills.repository';
import { expectedOf, sessionView } from './till-session-view';

/** The Z report's figures of one session (the screen shows them; the PDF prints them). */
export async function buildReport(db: Executor, row: SessionRow): Promise<TillReport> {
  const session = await sessionView(db, row);
  const { money, moved } = await expectedOf(db, row);
  const window = {
    sessionId: row.id,
    sellerId: row.openedBy,
    from: row.openedAt,
    to: row.closedAt ?? new Date(),
  };
  const sold = await facts.vatRowsOf(db, row.id);
  // The session's sales per VAT rate less what the seller cancelled during it (`vatLines`' rule).
  const vat = facts.vatLinesOfSums(sold.rows, await facts.cancelledVatRowsOf(db, window));
  const totals = { baseCents: 0, vatCents: 0, totalCents: 0 };
  for (const line of vat) {
    totals.baseCents += line.baseCents;
    totals.vatCents += line.vatCents;
    totals.totalCents += line.totalCents;
  }
  const payments = Object.fromEntries(tenderMethods.map((m) => [m, money.payments.byMethod[m]]));
  const refunds = Object.fromEntries(tenderMethods.map((m) => [m, money.refunds.byMethod[m]]));
  return {
    session,
    vat,
    totals,
    payments: payments as TillReport['payments'],
    paymentsCount: money.payments.count,
    refunds: refunds as TillReport['refunds'],
    refundsCount: money.refunds.count,
    cancellations: await facts.cancellationsOf(db, window),
    invitations: await facts.invitationsOf(db, window),
    orders: sold.orders,
    tickets: sold.rows.reduce((sum, r) => sum + Number(r.tickets), 0),
    movements: moved,
    printedAt: new Date().toISOString(),
  };
}
