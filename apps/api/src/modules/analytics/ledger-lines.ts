import { sql, type SQL } from 'drizzle-orm';
import type { CsvLanguage, SalesFilter } from '@encore/shared/analytics/analytics.schema';
import { paymentMethods } from '@encore/shared/orders/order.schema';
import { showTimeZone } from '@encore/shared/shows/show-time';
import { events, orderItems, orders, salesChannels, salesLedger, shows, users } from '../../db/schema';
import { csvLabels } from './csv-labels';
import { csvDialects, csvWriter } from './csv-writer';
import type { LedgerKey } from './sales-ledger.repository';

const l = salesLedger;
const oi = orderItems;
const text = (value: string) => sql`${value}::text`;

/**
 * One text as `csvWriter.cell` writes it: a formula start gets a `'`, a separator, quote or line break
 * quotes the cell. Texts that need neither (nearly all) pass one regex test.
 */
function cellSql(lang: CsvLanguage, value: SQL): SQL {
  const { separator } = csvDialects[lang];
  const special = text(`^[-=+@\t\r]|["\r\n${separator}]`);
  const guarded = sql`case when ${value} ~ ${text('^[-=+@\t\r]')} then '''' || ${value} else ${value} end`;
  return sql`case when ${value} !~ ${special} then ${value} when ${guarded} ~ ${text(`["\r\n${separator}]`)} then '"' || replace(${guarded}, '"', '""') || '"' else ${guarded} end`;
}

/**
 * The order-items CSV line written by the database, CRLF included: the same cells as `ledgerCsv`
 * (sales-csv.ts, the reference the tests hold these lines to, in both languages). A year is a million
 * lines: built in Node they cost about 8 s of CPU after the 4-5 s the join and sort take, one after the
 * other; built here they add about 3 s to the query and the server only passes the bytes on.
 */
function lineSql(lang: CsvLanguage): SQL {
  const labels = csvLabels[lang];
  const csv = csvWriter(lang);
  const { separator, decimal } = csvDialects[lang];
  // Cents as euros: an integer times 0.01 is a numeric of scale 2 ("-12.34", "0.05"), as csv.euros.
  const euros = (cents: SQL) =>
    decimal === '.'
      ? sql`((${cents}) * 0.01)::text`
      : sql`replace(((${cents}) * 0.01)::text, '.', ${text(decimal)})`;
  const n = sql`(case when ${l.cancelled} then -${oi.quantity} else ${oi.quantity} end)`;
  const price = sql`${n} * ${oi.unitPriceCents}`;
  const vat = sql`${n} * ${oi.unitVatCents}`;
  const fees = sql`${n} * ${oi.unitFeeCents}`;
  const payment = sql.join(
    paymentMethods.map((method) => sql`when ${text(method)} then ${text(csv.cell(labels.payment[method]))}`),
    sql` `,
  );
  const cells: SQL[] = [
    sql`to_char(${l.day}, 'YYYY-MM-DD')`,
    sql`case when ${l.cancelled} then ${text(csv.cell(labels.items.cancellation))} else ${text(csv.cell(labels.items.sale))} end`,
    // Order numbers are made of a fixed alphabet (shared/orders/order.schema.ts): never quoted nor guarded.
    sql`${orders.number}`,
    // The small tables' texts (ledgerLinesQuery's subqueries).
    sql`"shows"."name_cell"`,
    sql`"events"."start_cell"`,
    sql`"sales_channels"."name_cell"`,
    cellSql(lang, sql`${oi.priceLevelName}`),
    cellSql(
      lang,
      sql`concat_ws(' ', nullif(${oi.areaLabel}, ''), nullif(${oi.rowLabel}, ''), nullif(${oi.seatLabel}, ''))`,
    ),
    n,
    euros(sql`${oi.unitPriceCents}`),
    sql`replace(trim_scale(${oi.vatRateBasisPoints} * 0.01)::text, '.', ${text(decimal)})`,
    euros(price),
    euros(vat),
    euros(fees),
    euros(sql`${price} + ${fees}`),
    euros(sql`${price} - ${vat} + ${fees}`),
    sql`coalesce("users"."seller_cell", ${text(csv.cell(labels.noSeller))})`,
    sql`case ${orders.paymentMethod}::text ${payment} else ${cellSql(lang, sql`${orders.paymentMethod}::text`)} end`,
  ];
  return sql`concat(${sql.join(cells, sql`, ${text(separator)}, `)}, ${text('\r\n')})`;
}

/**
 * Sales and cancellations in the range as CSV lines, in (day, item, cancelled) order. The small tables'
 * cells come from subqueries named as the tables, so the scope (a producer's own shows) reads
 * `shows.producer_id` and `events.show_id` as elsewhere. Each is grouped by its key, which keeps the planner
 * from pulling it up: its cells are written once per show, channel, seller or event, not once per line
 * (1 s of CPU a year). Not `offset 0`, the usual fence: a subquery with an offset keeps PostgreSQL from
 * running the query on parallel workers, and the parallel plan halves the time on two cores.
 * `page` reads it by keyset (PGlite); PostgreSQL reads it whole through COPY (ledger-copy.ts).
 */
export function ledgerLinesQuery(
  lang: CsvLanguage,
  filter: SalesFilter,
  scope: SQL | undefined,
  page?: { after: LedgerKey | null; limit: number },
): SQL {
  // The seller as sales_daily counts it (migration 0011): who validated, else who created the order.
  const seller = sql`coalesce(nullif(trim(${users.firstName} || ' ' || coalesce(${users.lastName}, '')), ''), ${text(csvLabels[lang].noSeller)})`;
  const where = [
    sql`${l.day} >= ${filter.from}`,
    sql`${l.day} <= ${filter.to}`,
    page?.after
      ? sql`(${l.day}, ${l.orderItemId}, ${l.cancelled}) > (${page.after.day}::date, ${page.after.orderItemId}::uuid, ${page.after.cancelled})`
      : undefined,
    filter.showId ? sql`"events"."show_id" = ${filter.showId}` : undefined,
    filter.salesChannelId ? sql`${orders.salesChannelId} = ${filter.salesChannelId}` : undefined,
    scope,
  ].filter((condition): condition is SQL => condition !== undefined);
  // Pages need their last line's key; the whole file only its lines.
  const key = page
    ? sql`${l.day}::text as day, ${l.orderItemId} as order_item_id, ${l.cancelled} as cancelled, `
    : sql``;
  return sql`select ${key}${lineSql(lang)} as line
    from ${l}
    join ${oi} on ${oi.id} = ${l.orderItemId}
    join ${orders} on ${orders.id} = ${oi.orderId}
    join (select ${events.id}, ${events.showId}, to_char(${events.startsAt} at time zone ${text(showTimeZone)}, 'YYYY-MM-DD HH24:MI') as start_cell from ${events} group by ${events.id}) as "events" on "events"."id" = ${oi.eventId}
    join (select ${shows.id}, ${shows.producerId}, ${cellSql(lang, sql`${shows.name}`)} as name_cell from ${shows} group by ${shows.id}) as "shows" on "shows"."id" = "events"."show_id"
    join (select ${salesChannels.id}, ${cellSql(lang, sql`${salesChannels.name}`)} as name_cell from ${salesChannels} group by ${salesChannels.id}) as "sales_channels" on "sales_channels"."id" = ${orders.salesChannelId}
    left join (select ${users.id}, ${cellSql(lang, seller)} as seller_cell from ${users} group by ${users.id}) as "users" on "users"."id" = coalesce(${orders.validatedBy}, ${orders.createdBy})
    where ${sql.join(where, sql` and `)}
    order by ${l.day}, ${l.orderItemId}, ${l.cancelled}
    ${page ? sql`limit ${page.limit}` : sql``}`;
}
