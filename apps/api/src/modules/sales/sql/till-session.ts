import { sql, type SQL } from 'drizzle-orm';
import { tillSessions } from '../../../db/schema';

/**
 * The seller's open till session, read inside the one-statement sale (sell-cart.ts), one round trip fewer
 * than asking the tills module first. The same rule as tills' `TillSessionLookup.sessionFor` (which says
 * `inSaleStatement` when the sale may read it so): its row held shared until the sale's transaction ends,
 * so a closing waits for the payment and counts it, and a session closed meanwhile is not found (the row
 * re-read after the wait). Written here, not imported from tills: tills reads sales' facts (a cycle).
 * `enabled` false: no session (tills not wired).
 */
export const openTillSessionOf = (userId: SQL, enabled: SQL): SQL =>
  sql`select ${tillSessions.id} as id from ${tillSessions}
    where ${tillSessions.openedBy} = ${userId} and ${tillSessions.status} = 'open' and ${enabled}
    for share`;
