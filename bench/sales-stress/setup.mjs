// The stress's cast and stage, written in SQL on the fresh demo database before the run: the accounts
// (sellers and cancellers are copies of the demo box-office account, one producer account per producer of
// the two hot shows) and the two hot events, the arena's and the club's, both sold on the Invitations
// channel too (it needs approval: its orders wait as pending_approval for two approvals).

/** Every unit (seat or general-admission area) of the event's pricing, with its category. */
const categoryOfUnits = (seatCategoriesJson) => {
  const categoryOf = new Map();
  for (const [categoryId, ids] of Object.entries(JSON.parse(seatCategoriesJson)))
    for (const id of ids) categoryOf.set(id, categoryId);
  return categoryOf;
};

async function hotEvent(sql, roomName, hotSeats) {
  const {
    rows: [event],
  } = await sql.query(
    `select e.id, e.show_id, s.producer_id, s.pricing_id, p.seat_categories_json, r.ga_areas
    from events e join shows s on s.id = e.show_id join rooms r on r.id = e.room_id
    join pricings p on p.id = s.pricing_id
    where r.name = $1 and e.status = 'scheduled' and s.status = 'published' and e.starts_at > now() + interval '1 day'
    order by e.capacity - coalesce((select x.sold from event_sales x where x.event_id = e.id), 0) desc, e.starts_at
    limit 1`,
    [roomName],
  );
  if (!event) throw new Error(`no event on sale in the room ${roomName}`);
  const { rows: levels } = await sql.query(
    'select id, category_id, name, quota from price_levels where pricing_id = $1',
    [event.pricing_id],
  );
  const categoryOf = categoryOfUnits(event.seat_categories_json);
  const areaIds = new Set(event.ga_areas.map((a) => a.id));
  // The hot block: the first `hotSeats` seats of each of the first two categories, so sellers fight
  // over a few hundred seats (sold out in seconds, then every cancelled seat is wanted again at once).
  const byCategory = new Map();
  for (const [unit, categoryId] of categoryOf) {
    if (areaIds.has(unit)) continue;
    if (!byCategory.has(categoryId)) byCategory.set(categoryId, []);
    byCategory.get(categoryId).push(unit);
  }
  const blocks = [...byCategory.values()].slice(0, 2).map((ids) => ids.slice(0, hotSeats / 2));
  const areas = event.ga_areas.filter((a) => categoryOf.has(a.id));
  const levelsOf = (unit) => levels.filter((l) => l.category_id === categoryOf.get(unit));
  return {
    id: event.id,
    showId: event.show_id,
    producerId: event.producer_id,
    blocks,
    seats: blocks.flat(),
    areas,
    levelsOf,
    levels,
  };
}

export async function prepareStress(sql, { sellers, cancellers, hotSeats }) {
  await sql.query(
    `insert into users (email, password_hash, first_name, last_name, role_id, activated)
    select k.kind || n || '@bench.test', password_hash, initcap(k.kind), n::text, role_id, true
    from users, (values ('seller', $1::int), ('canceller', $2::int)) k(kind, count), generate_series(1, k.count) n
    where email = 'boxoffice@encore.test'`,
    [sellers, cancellers],
  );
  const events = [
    await hotEvent(sql, 'Arena Confluence', hotSeats),
    await hotEvent(sql, 'Le Hangar', hotSeats),
  ];
  const {
    rows: [channels],
  } = await sql.query(`select (select id from sales_channels where code = 'BOX_OFFICE') as box_office,
    (select id from sales_channels where code = 'INVITATIONS') as invitations`);
  for (const event of events)
    await sql.query('insert into show_sales_channels values ($1, $2) on conflict do nothing', [
      event.showId,
      channels.invitations,
    ]);
  // 'Accepted by Producer' is given by a user of the show's producer (rules: approve_as_producer, own).
  const producerEmails = new Map();
  for (const producerId of new Set(events.map((e) => e.producerId))) {
    const email = `producer${producerEmails.size + 1}@bench.test`;
    await sql.query(
      `insert into users (email, password_hash, first_name, last_name, role_id, activated, producer_id)
      select $1, password_hash, 'Producer', 'Bench', role_id, true, $2 from users where email = 'producer@encore.test'`,
      [email, producerId],
    );
    producerEmails.set(producerId, email);
  }
  return { events, channels, producerEmails };
}
