import { and, asc, eq, sql } from 'drizzle-orm';
import {
  tenderMethods,
  type AmountsByMethod,
  type DenominationCount,
} from '@encore/shared/money/money-facts';
import type { MovementRequest } from '@encore/shared/tills/till.schema';
import type { Executor } from '../../db/client';
import { tillMovements, tillSessions, tills, users } from '../../db/schema';
import { tillSessionFacts } from '../sales';

const openerName = sql<string>`trim(${users.firstName} || ' ' || coalesce(${users.lastName}, ''))`;

export async function listTills(db: Executor) {
  return db
    .select({
      id: tills.id,
      name: tills.name,
      createdAt: tills.createdAt,
      sessionId: tillSessions.id,
      openedBy: tillSessions.openedBy,
      openedByName: openerName,
    })
    .from(tills)
    .leftJoin(tillSessions, and(eq(tillSessions.tillId, tills.id), eq(tillSessions.status, 'open')))
    .leftJoin(users, eq(users.id, tillSessions.openedBy))
    .orderBy(asc(sql`lower(${tills.name})`));
}

export async function insertTill(db: Executor, name: string) {
  const [row] = await db.insert(tills).values({ name }).returning();
  return row!;
}

export async function tillExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: tills.id }).from(tills).where(eq(tills.id, id));
  return Boolean(row);
}

export async function insertSession(
  db: Executor,
  values: { tillId: string; openedBy: string; openingFloat: DenominationCount; openingFloatCents: number },
) {
  const [row] = await db.insert(tillSessions).values(values).returning({ id: tillSessions.id });
  return row!.id;
}

const sessionColumns = {
  id: tillSessions.id,
  tillId: tillSessions.tillId,
  tillName: tills.name,
  status: tillSessions.status,
  openedBy: tillSessions.openedBy,
  openedByName: openerName,
  openedAt: tillSessions.openedAt,
  openingFloat: tillSessions.openingFloat,
  openingFloatCents: tillSessions.openingFloatCents,
  closedAt: tillSessions.closedAt,
  expected: tillSessions.expected,
  counted: tillSessions.counted,
  variance: tillSessions.variance,
};
export type SessionRow = Awaited<ReturnType<typeof findSession>> & object;

/** One session with its till's name and its seller's name; `lock` takes its row for the transaction. */
export async function findSession(db: Executor, id: string, lock = false) {
  const query = db
    .select(sessionColumns)
    .from(tillSessions)
    .innerJoin(tills, eq(tills.id, tillSessions.tillId))
    .leftJoin(users, eq(users.id, tillSessions.openedBy))
    .where(eq(tillSessions.id, id));
  const [row] = lock ? await query.for('update', { of: tillSessions }) : await query;
  return row;
}

/** The open session of a seller (at most one: till_sessions_open_per_seller). */
export async function openSessionIdOf(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: tillSessions.id })
    .from(tillSessions)
    .where(and(eq(tillSessions.openedBy, userId), eq(tillSessions.status, 'open')));
  return row?.id ?? null;
}

export async function insertMovement(db: Executor, sessionId: string, by: string, input: MovementRequest) {
  const [row] = await db
    .insert(tillMovements)
    .values({ sessionId, by, kind: input.kind, amountCents: input.amountCents, reason: input.reason })
    .returning();
  return row!;
}

export async function movementsOf(db: Executor, sessionId: string) {
  return db
    .select()
    .from(tillMovements)
    .where(eq(tillMovements.sessionId, sessionId))
    .orderBy(asc(tillMovements.at), asc(tillMovements.id));
}

export const zeroByMethod = (): AmountsByMethod => ({ cash: 0, card: 0, cheque: 0, transfer: 0, voucher: 0 });

/** Payments and refunds of a session per method (sums and counts), from the sales module's money facts. */
export async function moneyOf(db: Executor, sessionId: string) {
  const { paid, refunded } = await tillSessionFacts.sessionMoneyRows(db, sessionId);
  const sum = (rows: typeof paid) => {
    const byMethod = zeroByMethod();
    let count = 0;
    for (const row of rows)
      if ((tenderMethods as readonly string[]).includes(row.method)) {
        byMethod[row.method] += Number(row.cents);
        count += Number(row.count);
      }
    return { byMethod, count };
  };
  return { payments: sum(paid), refunds: sum(refunded) };
}

/** Closes an open session (a conditional update: a second close finds it closed and changes nothing). */
export async function closeSession(
  db: Executor,
  id: string,
  values: {
    closedBy: string;
    closingCount: DenominationCount;
    expected: AmountsByMethod;
    counted: AmountsByMethod;
    variance: AmountsByMethod;
  },
): Promise<boolean> {
  const rows = await db
    .update(tillSessions)
    .set({ ...values, status: 'closed', closedAt: sql`now()` })
    .where(and(eq(tillSessions.id, id), eq(tillSessions.status, 'open')))
    .returning({ id: tillSessions.id });
  return rows.length > 0;
}
