import { sql, type SQL } from 'drizzle-orm';
import { tickets } from '../../db/schema';
import { bareList } from '../../db/sql-names';

/**
 * For a statement that sells (the sales module's one-statement sale): the insert of the valid tickets of
 * the sold items `items` (a CTE of order_items rows) of the order `order` (a CTE of its orders row), from
 * the codes signed when the seats were held (order_items.ticket_codes and ticket_signatures), one a code;
 * a ticket already there is left alone. The tickets' table is written only here and in this module.
 */
export const ticketsOfHeldCodes = (order: SQL, items: SQL): SQL => sql`insert into ${tickets} (${bareList(
  tickets.orderId,
  tickets.itemId,
  tickets.eventId,
  tickets.showId,
  tickets.producerId,
  tickets.admission,
  tickets.code,
  tickets.signature,
  tickets.status,
  tickets.areaLabel,
  tickets.rowLabel,
  tickets.seatLabel,
  tickets.priceLevelName,
  tickets.priceInclTaxCents,
)})
    select i.order_id, i.id, i.event_id, o.show_id, o.producer_id, t.admission::int, t.code, t.signature,
      'valid', i.area_label, i.row_label, i.seat_label, i.price_level_name, i.unit_price_cents
    from ${order} o, ${items} i,
      unnest(i.ticket_codes, i.ticket_signatures) with ordinality as t(code, signature, admission)
    on conflict do nothing
    returning id`;
