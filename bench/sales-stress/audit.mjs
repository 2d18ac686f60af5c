// The audit after the stress, in SQL on the whole database (the demo's orders too): every line is a count
// of rows that break a rule, so 0 everywhere is the only good answer. Live item: status held or sold.
import crypto from 'node:crypto';

const live = `status in ('held', 'sold')`;
const noSeller = `'00000000-0000-0000-0000-000000000000'::uuid`;
const saleKey = 'event_id, sales_channel_id, price_level_id, vat_rate_bp, seller_id, payment_method';
// What sales_daily says of each key (days added up), net and gross, and the recounts it must equal.
const salesDailyNet = `select ${saleKey}, sum(tickets - cancelled_tickets)::int as tickets,
  sum(price_cents - cancelled_price_cents)::bigint as price, sum(vat_cents - cancelled_vat_cents)::bigint as vat,
  sum(fees_cents - cancelled_fees_cents)::bigint as fees from sales_daily group by ${saleKey}`;
const soldItemsNet = `select i.event_id, o.sales_channel_id, i.price_level_id, i.vat_rate_basis_points as vat_rate_bp,
  coalesce(o.validated_by, o.created_by, ${noSeller}) as seller_id, coalesce(o.payment_method, '') as payment_method,
  sum(i.quantity)::int as tickets, sum(i.quantity::bigint * i.unit_price_cents)::bigint as price,
  sum(i.quantity::bigint * i.unit_vat_cents)::bigint as vat, sum(i.quantity::bigint * i.unit_fee_cents)::bigint as fees
  from order_items i join orders o on o.id = i.order_id where i.status = 'sold' group by 1, 2, 3, 4, 5, 6`;
const mismatch = (a, b, key, columns) =>
  `select count(*)::int as n from (${a}) a full join (${b}) b using (${key})
  where ${columns.map((c) => `coalesce(a.${c}, 0) <> coalesce(b.${c}, 0)`).join(' or ')}`;

export const auditChecks = {
  'seats sold twice': `select count(*)::int as n from (select 1 from order_items where seat_id is not null
    and status = 'sold' group by event_id, seat_id having count(*) > 1) d`,
  'seats live (held or sold) twice': `select count(*)::int as n from (select 1 from order_items
    where seat_id is not null and ${live} group by event_id, seat_id having count(*) > 1) d`,
  'quota overruns (live tickets > quota)': `select count(*)::int as n from (select 1 from order_items i
    join price_levels l on l.id = i.price_level_id where i.${live} and l.quota is not null
    group by i.event_id, i.price_level_id, l.quota having sum(i.quantity) > l.quota) d`,
  'area overruns (live places > capacity)': `select count(*)::int as n from (select i.event_id, i.ga_area_id,
    sum(i.quantity) as used from order_items i where i.ga_area_id is not null and i.${live} group by 1, 2) u
    join events e on e.id = u.event_id join rooms r on r.id = e.room_id
    cross join lateral jsonb_array_elements(r.ga_areas::jsonb) a
    where a->>'id' = u.ga_area_id and u.used > (a->>'capacity')::int`,
  'sold items without their valid tickets': `select count(*)::int as n from order_items i where i.status = 'sold'
    and i.quantity <> (select count(*) from tickets t where t.item_id = i.id and t.status = 'valid'
    and t.event_id = i.event_id)`,
  'valid tickets of items not sold (cancelled...)': `select count(*)::int as n from tickets t
    join order_items i on i.id = t.item_id where t.status = 'valid' and i.status <> 'sold'`,
  'event_quota_usage rows <> recount': mismatch(
    'select event_id, price_level_id, used from event_quota_usage',
    `select event_id, price_level_id, sum(quantity)::int as used from order_items where ${live} group by 1, 2`,
    'event_id, price_level_id',
    ['used'],
  ),
  'event_area_usage rows <> recount': mismatch(
    'select event_id, ga_area_id, used from event_area_usage',
    `select event_id, ga_area_id, sum(quantity)::int as used from order_items
    where ga_area_id is not null and ${live} group by 1, 2`,
    'event_id, ga_area_id',
    ['used'],
  ),
  'sales_daily net (sold - cancelled) <> sold items': mismatch(salesDailyNet, soldItemsNet, saleKey, [
    'tickets',
    'price',
    'vat',
    'fees',
  ]),
  'sales_daily gross <> its ledger (sales, cancellations)': mismatch(
    `select ${saleKey}, sum(tickets)::int as sold, sum(cancelled_tickets)::int as cancelled
    from sales_daily group by ${saleKey}`,
    `select i.event_id, o.sales_channel_id, i.price_level_id, i.vat_rate_basis_points as vat_rate_bp,
    coalesce(o.validated_by, o.created_by, ${noSeller}) as seller_id, coalesce(o.payment_method, '') as payment_method,
    sum(i.quantity) filter (where not l.cancelled)::int as sold, sum(i.quantity) filter (where l.cancelled)::int as cancelled
    from sales_ledger l join order_items i on i.id = l.order_item_id join orders o on o.id = i.order_id
    group by 1, 2, 3, 4, 5, 6`,
    saleKey,
    ['sold', 'cancelled'],
  ),
  'event_sales.sold <> sold items': mismatch(
    'select event_id, sold from event_sales',
    `select event_id, sum(quantity)::int as sold from order_items where status = 'sold' group by 1`,
    'event_id',
    ['sold'],
  ),
  'orders whose state contradicts their items': `select count(*)::int as n from orders o where
    (o.status in ('cancelled', 'abandoned') and exists (select 1 from order_items i where i.order_id = o.id and i.${live}))
    or (o.status = 'confirmed' and exists (select 1 from order_items i where i.order_id = o.id and i.status = 'held'))
    or (o.status = 'pending_approval' and exists (select 1 from order_items i where i.order_id = o.id and i.status = 'sold'))
    or (o.status in ('confirmed', 'pending_approval')
      and not exists (select 1 from order_items i where i.order_id = o.id and i.${live}))`,
};

const base32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
function base32Decode(text) {
  const out = [];
  let bits = 0;
  let value = 0;
  for (const char of text) {
    value = ((value << 5) | base32.indexOf(char)) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** Valid tickets of the events whose Ed25519 signature (shared/tickets/ticket-code.ts) does not check out. */
export async function badSignatures(sql, eventIds, seedHex) {
  const privateKey = crypto.createPrivateKey({
    key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), Buffer.from(seedHex, 'hex')]),
    format: 'der',
    type: 'pkcs8',
  });
  const publicKey = crypto.createPublicKey(privateKey);
  const { rows } = await sql.query(
    `select code, signature, event_id from tickets where status = 'valid' and event_id = any($1::uuid[])`,
    [eventIds],
  );
  const bad = rows.filter(
    (t) =>
      !crypto.verify(
        null,
        Buffer.from(`encore-ticket:v1:${t.code}:${t.event_id.toLowerCase()}`),
        publicKey,
        base32Decode(t.signature),
      ),
  );
  return { checked: rows.length, bad: bad.length };
}

export async function runAudit(sql) {
  const results = [];
  for (const [name, query] of Object.entries(auditChecks))
    results.push([name, (await sql.query(query)).rows[0].n]);
  return results;
}
