import pg from 'pg';
import type { SalesFilter } from '@encore/shared/analytics/analytics.schema';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ledgerQuery, type LedgerRow } from './sales-ledger.repository';

const dateOid = 1082;
// Days stay 'YYYY-MM-DD' (pg would make a local-midnight Date of them); everything else as pg parses it.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === dateOid
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * The whole range as ONE query read through a server-side cursor, `fetch`ed a page at a time (PostgreSQL):
 * the planner joins the items, orders, events... with hash joins in one pass, where keyset pages did two
 * random index look-ups per line (35 s a year at 1,000,000 items against about 8). The cursor's
 * repeatable-read transaction also makes the file one consistent snapshot. A download that stops early
 * (the client went away) closes the cursor and gives the connection back.
 */
export async function* ledgerCursor(
  db: Database,
  filter: SalesFilter,
  scope: SQL | undefined,
  pageSize: number,
): AsyncGenerator<LedgerRow[]> {
  const query = ledgerQuery(db, filter, scope, null);
  const keys = Object.keys(query._.selectedFields);
  // Each row an object of one shape, by index (a million rows: no per-row key lists).
  const at = (key: keyof LedgerRow) => keys.indexOf(key);
  const [day, cancelled, orderItemId, orderNumber, showName, startsAt, channelName, priceLevelName] = (
    [
      'day',
      'cancelled',
      'orderItemId',
      'orderNumber',
      'showName',
      'startsAt',
      'channelName',
      'priceLevelName',
    ] as const
  ).map(at) as number[];
  const [areaLabel, rowLabel, seatLabel, quantity, unitPrice, vatRate, unitVat, unitFee, seller, payment] = (
    [
      'areaLabel',
      'rowLabel',
      'seatLabel',
      'quantity',
      'unitPriceCents',
      'vatRateBasisPoints',
      'unitVatCents',
      'unitFeeCents',
      'sellerName',
      'paymentMethod',
    ] as const
  ).map(at) as number[];
  const toRow = (r: unknown[]) =>
    ({
      day: r[day!],
      cancelled: r[cancelled!],
      orderItemId: r[orderItemId!],
      orderNumber: r[orderNumber!],
      showName: r[showName!],
      startsAt: r[startsAt!],
      channelName: r[channelName!],
      priceLevelName: r[priceLevelName!],
      areaLabel: r[areaLabel!],
      rowLabel: r[rowLabel!],
      seatLabel: r[seatLabel!],
      quantity: r[quantity!],
      unitPriceCents: r[unitPrice!],
      vatRateBasisPoints: r[vatRate!],
      unitVatCents: r[unitVat!],
      unitFeeCents: r[unitFee!],
      sellerName: r[seller!],
      paymentMethod: r[payment!],
    }) as LedgerRow;
  const { sql: text, params } = query.toSQL();
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  let failed = false;
  try {
    await client.query('begin isolation level repeatable read read only');
    // Plan for every row (a cursor's default plans for the first tenth: nested loops, one row at a time).
    await client.query('set local cursor_tuple_fraction = 1');
    await client.query(`declare ledger no scroll cursor for ${text}`, params);
    for (;;) {
      const { rows } = await client.query<unknown[]>({
        text: `fetch ${pageSize} from ledger`,
        rowMode: 'array',
        types,
      });
      if (rows.length) yield rows.map(toRow);
      if (rows.length < pageSize) break;
    }
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // A failed or abandoned download: the transaction ends with the connection's next use either way.
    await client.query(failed ? 'rollback' : 'commit').catch(() => undefined);
    client.release();
  }
}
