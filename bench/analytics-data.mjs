// A year of sales straight in SQL for bench/analytics.mjs: orders of two items each, spread over the last
// 365 days, on every scheduled event and its show's price levels, several sellers, channels and payment
// methods; about 8 % of the items cancelled (whole orders and single items). Inserted by plain statements,
// so the sales_daily/sales_ledger triggers keep the figures as they would for real sales.

const alphabet = '34679ACDEFGHJKMNPQRTUVWXY';
const batch = 100_000;

/** Inserts `items` order items (two per order); returns the seconds it took. */
export async function seedYearOfSales(sql, items) {
  const started = performance.now();
  const { rows: levels } = await sql.query(`select e.id as event_id, s.id as show_id, s.producer_id,
      pl.id as level_id, pl.category_id, pl.name, pl.price_cents, t.rate_basis_points as rate
    from events e join shows s on s.id = e.show_id join price_levels pl on pl.pricing_id = s.pricing_id
    join tax_classes t on t.id = pl.tax_class_id
    where e.status = 'scheduled' and pl.price_cents > 0`);
  if (!levels.length) throw new Error('no priced event to sell');
  const { rows: channels } = await sql.query('select id, fee_cents from sales_channels order by code');
  const { rows: sellers } = await sql.query(`select id from users where email in
    ('boxoffice@encore.test', 'admin@encore.test', 'superadmin@encore.test', 'manager@encore.test')`);
  const payments = ['card', 'card', 'cash', 'cheque', 'transfer'];
  const digits = Array.from(
    { length: 8 },
    (_, k) => `substr('${alphabet}', ((x / ${25 ** k}::bigint) % 25)::int + 1, 1)`,
  ).join(' || ');
  const arrays = [
    levels.map((l) => l.event_id),
    levels.map((l) => l.show_id),
    levels.map((l) => l.producer_id),
    levels.map((l) => l.level_id),
    levels.map((l) => l.category_id),
    levels.map((l) => l.name),
    levels.map((l) => l.price_cents),
    levels.map((l) => l.rate),
  ];
  const orders = items / 2;
  for (let from = 0; from < orders; from += batch / 2) {
    const to = Math.min(orders, from + batch / 2);
    // Order g: level g % n, channel, seller and payment by g, validated g-th fraction of a year ago.
    await sql.query(
      `insert into orders (id, number, status, sales_channel_id, show_id, producer_id, customer_name,
         payment_method, subtotal_cents, fees_cents, vat_cents, total_cents, total_incl_tax_cents,
         created_by, validated_by, validated_at, manager_approved_at, producer_approved_at, cancelled_at,
         created_at, updated_at)
       select md5('bench-order' || g)::uuid, ${digits}, case when g % 40 = 0 then 'cancelled' else 'confirmed' end,
         ($1::uuid[])[1 + g % $2], ($3::uuid[])[1 + g % $5], ($4::uuid[])[1 + g % $5], 'Client ' || g,
         ($6::text[])[1 + (g / 7) % 5], 0, 0, 0, 0, 0, ($7::uuid[])[1 + (g / 3) % $8], ($7::uuid[])[1 + (g / 3) % $8],
         t, t, t, case when g % 40 = 0 then t + interval '2 days' end, t, t
       from generate_series($9::int, $10::int - 1) g,
         lateral (select (g::bigint * 1000003 + 7777777) % ${25 ** 8}::bigint as x) k,
         lateral (select now() - make_interval(secs => ((g::bigint * 31536000) / $11)::float8) t) ts`,
      [
        channels.map((c) => c.id),
        channels.length,
        arrays[1],
        arrays[2],
        arrays[1].length,
        payments,
        sellers.map((s) => s.id),
        sellers.length,
        from,
        to,
        orders,
      ],
    );
    await sql.query(
      `insert into order_items (order_id, event_id, seat_id, quantity, price_level_id, category_id,
         price_level_name, unit_price_cents, vat_rate_basis_points, unit_vat_cents, unit_fee_cents, status,
         created_at, updated_at)
       select o.id, ($1::uuid[])[1 + g % $9], 'bench-' || i, 1, ($2::uuid[])[1 + g % $9], ($3::uuid[])[1 + g % $9],
         ($4::text[])[1 + g % $9], p, r, round(p::numeric * r / (10000 + r))::int, c.fee_cents,
         case when g % 40 = 0 or i % 25 = 0 then 'cancelled' else 'sold' end, o.created_at,
         o.created_at + interval '1 day'
       from generate_series($7::int, $8::int - 1) g
         cross join generate_series(0, 1) k
         cross join lateral (select g * 2 + k as i, ($5::int[])[1 + g % $9] as p, ($6::int[])[1 + g % $9] as r) v
         join orders o on o.id = md5('bench-order' || g)::uuid
         join sales_channels c on c.id = o.sales_channel_id`,
      [arrays[0], arrays[3], arrays[4], arrays[5], arrays[6], arrays[7], from, to, levels.length],
    );
  }
  await sql.query('analyze');
  return (performance.now() - started) / 1000;
}
