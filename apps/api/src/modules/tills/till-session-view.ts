import { tenderMethods } from '@encore/shared/money/money-facts';
import type { TillMovement, TillSession } from '@encore/shared/tills/till.schema';
import type { Executor } from '../../db/client';
import { iso } from '../../lib/dto';
import * as repo from './tills.repository';

/**
 * What a session's till should hold: cash = opening float + cash payments − cash refunds + pay-ins −
 * pay-outs − drops (payments store what the order got: tendered and change apart); every other method is
 * its payments less its refunds.
 */
export async function expectedOf(db: Executor, session: { id: string; openingFloatCents: number }) {
  const money = await repo.moneyOf(db, session.id);
  const movements = await repo.movementsOf(db, session.id);
  const expected = repo.zeroByMethod();
  for (const method of tenderMethods)
    expected[method] = money.payments.byMethod[method] - money.refunds.byMethod[method];
  const moved = { drop: 0, pay_in: 0, pay_out: 0 };
  for (const m of movements) moved[m.kind] += m.amountCents;
  expected.cash += session.openingFloatCents + moved.pay_in - moved.pay_out - moved.drop;
  return { expected, money, movements, moved };
}

export const movementDto = (m: Awaited<ReturnType<typeof repo.movementsOf>>[number]): TillMovement => ({
  id: m.id,
  kind: m.kind,
  amountCents: m.amountCents,
  reason: m.reason,
  by: m.by,
  at: iso(m.at),
});

/** A session as the API answers it; an open one's `expected` is computed now, a closed one's as closed. */
export async function sessionView(db: Executor, row: repo.SessionRow): Promise<TillSession> {
  const { expected, movements } = await expectedOf(db, row);
  return {
    id: row.id,
    tillId: row.tillId,
    tillName: row.tillName,
    status: row.status,
    openedBy: row.openedBy,
    openedByName: row.openedByName,
    openedAt: iso(row.openedAt),
    openingFloat: row.openingFloat as Record<string, number>,
    openingFloatCents: row.openingFloatCents,
    closedAt: row.closedAt ? iso(row.closedAt) : null,
    movements: movements.map(movementDto),
    expected: row.expected ?? expected,
    counted: row.counted,
    variance: row.variance,
  };
}
