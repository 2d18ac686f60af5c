import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { tillSessions } from '../../db/schema';
import { noOpenTillSession } from './tills.service';

/** What the sales module asks of tills (`tills` in SalesDeps): the session a counter payment belongs to. */
export interface TillSessionLookup {
  /**
   * The caller's open till session id, in the caller's transaction `tx`, or null when none and no cash
   * moves; throws 409 E04001 'No open till session' when `cash` and none. The session's row is held shared
   * until `tx` ends, so its closing (which locks it) waits for this payment and counts it, and no payment
   * joins a session closed meanwhile (the re-read after the wait finds it closed).
   */
  sessionFor(tx: Executor, userId: string, options: { cash: boolean }): Promise<string | null>;
  /** The one-statement sale reads the session itself, by the same rule (openTillSessionOf). */
  readonly inSaleStatement: true;
}

export function tillSessionsFor(_db?: Database): TillSessionLookup {
  return {
    inSaleStatement: true,
    async sessionFor(tx, userId, { cash }) {
      const [row] = await tx
        .select({ id: tillSessions.id })
        .from(tillSessions)
        .where(and(eq(tillSessions.openedBy, userId), eq(tillSessions.status, 'open')))
        .for('share');
      if (!row && cash) throw noOpenTillSession();
      return row?.id ?? null;
    },
  };
}
