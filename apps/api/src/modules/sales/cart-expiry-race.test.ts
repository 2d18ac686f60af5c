import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { naiveSelling } from '../../test/naive-strategies';
import { createTestApp, usesPostgres, type TestContext } from '../../test/test-app';
import { auditInventory, injectAll } from '../inventory/test-concurrency-audit';
import { boxOffice, boxOfficeFixtures } from './test-fixtures';

const opened: TestContext[] = [];
afterAll(() => Promise.all(opened.map((t) => t.close())));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * 40 carts each hold one seat; their holds lapse together. Around that instant each cart is validated
 * while another seller tries to take its seat. Either the validation wins (sold, the other gets 409) or
 * the lapse does ('Your cart has expired', the other gets the seat): never both.
 */
async function expiryRace(guard: boolean) {
  // Guard off: a validation that found its hold live waits until the next seller's try at its seat is
  // over before it writes (10 s at most).
  let afterCheck = (_id: string): Promise<unknown> => sleep(0);
  const naive = naiveSelling((id) => afterCheck(id));
  const t = await createTestApp({}, undefined, guard ? undefined : naive);
  opened.push(t);
  if (!guard) await t.database.db.execute(sql`drop index order_items_live_seat_unique`);
  // The sales figures' trigger (modules/analytics) makes every unguarded validation of this one seller wait on
  // one figures row, which moves them out of the race window this control needs; it guards nothing here.
  if (!guard) await t.database.db.execute(sql`drop trigger order_items_sales_daily_update on order_items`);
  const f = await boxOfficeFixtures(t);
  const bo = boxOffice(t, f);
  const seats = [...f.seats.orchestre, ...f.seats.balcon].slice(0, 40);
  const levelOf = (seat: string) =>
    f.levels[f.seats.orchestre.includes(seat) ? 'Orchestre/Plein' : 'Balcon/Plein']!;
  const holders = await Promise.all(seats.map(() => bo.cart()));
  const others = await Promise.all(seats.map(() => bo.cart()));
  await Promise.all(
    holders.map((cart, i) => bo.seats(cart, f.events.theatre, levelOf(seats[i]!), [seats[i]!])),
  );
  const { token } = await t.login('BOX_OFFICE');
  // Guarded, validations land around the lapse. Guard off, they check their hold well before it and
  // wait (naiveSelling's afterCheck) until the next seller tried the seat after it: a slow machine cannot
  // move the checks past the lapse, nor the writes before the steals.
  const lapseInMs = guard ? 1000 : 1500;
  const validateAt = (i: number) => (guard ? lapseInMs - 300 : 0) + (i % 10) * 25;
  await t.database.db.execute(
    sql`update orders set expires_at = clock_timestamp() + make_interval(secs => ${lapseInMs / 1000})
      where id in ${holders}`,
  );
  const tried = holders.map(() => {
    let resolve!: () => void;
    return { promise: new Promise<void>((r) => (resolve = r)), resolve };
  });
  afterCheck = (id) => Promise.race([tried[holders.indexOf(id)]?.promise, sleep(10_000)]);
  const validations = seats.map(async (_, i) => {
    await sleep(validateAt(i));
    return injectAll(t, token, [
      {
        method: 'POST',
        url: `/api/orders/${holders[i]}/validate`,
        payload: { customer: { name: 'Race', phone: '0600000000' }, paymentMethod: 'card' },
      },
    ]);
  });
  const steals = seats.map(async (seat, i) => {
    const results = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      await sleep(attempt === 0 ? lapseInMs + (i % 10) * 10 : 60);
      const call = { eventId: f.events.theatre, priceLevelId: levelOf(seat), seatIds: [seat] };
      const r = await injectAll(t, token, [
        { method: 'POST', url: `/api/carts/${others[i]}/items`, payload: call },
      ]);
      results.push(r);
      if (r.statuses.has(201)) break;
    }
    tried[i]!.resolve();
    return results;
  });
  const done = [...(await Promise.all(validations)), ...(await Promise.all(steals)).flat()];
  return {
    serverErrors: done.reduce((n, r) => n + r.serverErrors, 0),
    audit: await auditInventory(t.database.db, f, 5),
  };
}

describe.skipIf(!usesPostgres)('validations racing hold expiry (PostgreSQL)', () => {
  it('sells each seat once: to the validated cart or to the next seller, never both', async () => {
    const { serverErrors, audit } = await expiryRace(true);
    expect(serverErrors).toBe(0);
    expect(audit).toMatchObject({ doubleHeldOrSold: 0, doubleSold: 0 });
    expect(audit.soldCounter).toBe(audit.soldItems);
  }, 120_000);

  it('negative control: with the guards off a lapsing cart and the next seller both get the seat', async () => {
    const { audit } = await expiryRace(false);
    expect(audit.doubleHeldOrSold).toBeGreaterThan(0);
  }, 120_000);
});
