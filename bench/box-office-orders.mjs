// A million orders straight in SQL for the orders-list figure (bench/box-office.mjs): searching, not selling.
const first = [
  'Camille',
  'Louis',
  'Chloé',
  'Gabriel',
  'Inès',
  'Raphaël',
  'Manon',
  'Arthur',
  'Léna',
  'Jules',
  'Emma',
  'Nathan',
  'Sarah',
  'Hugo',
  'Alice',
  'Tom',
  'Juliette',
  'Lucas',
  'Zoé',
  'Adam',
];
const last = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefebvre',
  'Michel',
  'Garcia',
  'David',
  'Bertrand',
  'Roux',
  'Vincent',
  'Fournier',
  'Morel',
  'Girard',
  'André',
  'Mercier',
  'Dupont',
  'Lambert',
  'Bonnet',
  'François',
  'Martinez',
  'Legrand',
  'Garnier',
  'Faure',
  'Rousseau',
  'Blanc',
  'Guerin',
  'Muller',
  'Henry',
  'Roussel',
  'Nicolas',
  'Perrin',
];
const alphabet = '34679ACDEFGHJKMNPQRTUVWXY';

/**
 * Inserts orders up to `target` (numbers: i x a prime coprime with 25^8, written in the order-number
 * alphabet, so all distinct), the trigram index dropped during the load and built again after.
 * Returns the seconds it took.
 */
export async function seedMillionOrders(sql, target) {
  const started = performance.now();
  const {
    rows: [{ n }],
  } = await sql.query('select count(*)::int as n from orders');
  const { rows: shows } = await sql.query('select id, producer_id from shows');
  const { rows: channels } = await sql.query('select id from sales_channels where not needs_approval');
  const {
    rows: [seller],
  } = await sql.query(`select id from users where email = 'boxoffice@encore.test'`);
  const {
    rows: [index],
  } = await sql
    .query(
      `select pg_get_indexdef(indexrelid) as def from pg_index
    where indexrelid = 'orders_search_trgm_idx'::regclass`,
    )
    .catch(() => ({ rows: [] }));
  const inserting = n < target;
  if (index && inserting) await sql.query('drop index orders_search_trgm_idx');
  const digits = Array.from(
    { length: 8 },
    (_, k) => `substr('${alphabet}', ((x / ${25 ** k}::bigint) % 25)::int + 1, 1)`,
  ).join(' || ');
  for (let from = n; from < target; from += 200_000) {
    const to = Math.min(target, from + 200_000);
    await sql
      .query(
        `insert into orders (number, status, sales_channel_id, show_id, producer_id, customer_name, customer_email,
         customer_phone, customer_language, payment_method, subtotal_cents, fees_cents, vat_cents, total_cents,
         total_incl_tax_cents, created_by, validated_at, created_at, updated_at)
       select ${digits}, case when g % 10 = 0 then 'cancelled' else 'confirmed' end, ($3::uuid[])[1 + g % $4],
         ($8::uuid[])[1 + g % $10], ($9::uuid[])[1 + g % $10], f || ' ' || l, lower(unaccent_f || '.' || unaccent_l || (g % 997)) || '@example.org',
         '06 ' || lpad((g % 100)::text, 2, '0') || ' ' || lpad(((g / 100) % 100)::text, 2, '0') || ' ' || lpad(((g / 10000) % 100)::text, 2, '0') || ' ' || lpad((g % 89)::text, 2, '0'),
         'fr', 'card', 4265, 0, 235, 4265, 4500, $5, t, t, t
       from generate_series($1::int, $2::int - 1) g,
         lateral (select (g::bigint * 1000003) % ${25 ** 8}::bigint as x) k,
         lateral (select ($6::text[])[1 + g % ${first.length}] f, ($7::text[])[1 + (g / ${first.length}) % ${last.length}] l) n,
         lateral (select translate(f, 'éèëïôçÉ', 'eeeiocE') unaccent_f, translate(l, 'éèëïôçÉ', 'eeeiocE') unaccent_l) u,
         lateral (select now() - make_interval(mins => (g % 1000000)) t) ts
       -- The box-office run before made orders whose random numbers may be among these (a few in a million).
       on conflict (number) do nothing`,
        [
          from,
          to,
          channels.map((c) => c.id),
          channels.length,
          seller.id,
          first,
          last,
          shows.map((s) => s.id),
          shows.map((s) => s.producer_id),
          shows.length,
        ],
      )
      .catch(async (error) => {
        throw new Error(`seeding orders failed: ${error.message}`);
      });
  }
  if (index && inserting) await sql.query(index.def);
  if (inserting) await sql.query('analyze orders');
  return (performance.now() - started) / 1000;
}

/** Searches a seller types: a number or part of it, a name, an e-mail, part of a phone number. */
export async function searchTerms(sql) {
  const { rows } = await sql.query(`select number, customer_name, customer_email, customer_phone from orders
    tablesample system (0.1) limit 100`);
  return rows.flatMap((r, i) => [
    i % 2 ? r.number : r.number.slice(1, 6),
    r.customer_name,
    r.customer_email.split('@')[0],
    r.customer_phone.slice(-8),
  ]);
}
