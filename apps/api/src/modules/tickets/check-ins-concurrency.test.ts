import { afterAll, describe, expect, it } from 'vitest';
import type { Ticket } from '@encore/shared/tickets/ticket.schema';
import { snapshotCheckIn } from '../../test/naive-strategies';
import { bearer, createTestApp, usesPostgres, type TestContext } from '../../test/test-app';
import { boxOffice, boxOfficeFixtures } from '../sales/test-fixtures';

const opened: TestContext[] = [];
afterAll(() => Promise.all(opened.map((t) => t.close())));

/**
 * 20 tickets, each scanned by 8 scanners at the same instant (160 requests at once over the pool's
 * connections). `guard: false` is the negative control: the one statement's claim checks its snapshot (read
 * before a pause) instead of the row under its lock, check-then-write: scans in that window all get in.
 */
async function doorRace(guard: boolean) {
  const t = await createTestApp({}, undefined, guard ? undefined : { checkInScan: snapshotCheckIn });
  opened.push(t);
  const f = await boxOfficeFixtures(t);
  const bo = boxOffice(t, f);
  const order = await bo.cart();
  await bo.seats(order, f.events.theatre, f.levels['Orchestre/Plein']!, f.seats.orchestre.slice(0, 20));
  expect((await bo.validate(order)).status).toBe(200);
  const tickets: Ticket[] = (await bo.api.get(`/api/orders/${order}/tickets`)).body.data;
  const { token } = await t.login('BOX_OFFICE');
  const scans = tickets.flatMap((ticket) =>
    Array.from({ length: 8 }, (_, i) =>
      t.app
        .inject({
          method: 'POST',
          url: '/api/check-ins',
          headers: bearer(token),
          payload: { code: ticket.qr, eventId: f.events.theatre, device: `Door ${i}` },
        })
        .then((res) => ({ ticket: ticket.id, status: res.statusCode, result: res.json().data?.result })),
    ),
  );
  const answers = await Promise.all(scans);
  const validPerTicket = new Map<string, number>();
  for (const a of answers)
    if (a.result === 'valid') validPerTicket.set(a.ticket, (validPerTicket.get(a.ticket) ?? 0) + 1);
  return { answers, validPerTicket, tickets };
}

describe.skipIf(!usesPostgres)('the door under concurrency (PostgreSQL)', () => {
  it('two scanners of one ticket at the same instant: exactly one valid, the others already used', async () => {
    const { answers, validPerTicket, tickets } = await doorRace(true);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(tickets.map((x) => validPerTicket.get(x.id))).toEqual(tickets.map(() => 1));
    expect(answers.filter((a) => a.result === 'already_used')).toHaveLength(20 * 7);
  }, 120_000);

  it('negative control: with the claim checking its snapshot instead of the locked row, a ticket gets in twice', async () => {
    const { validPerTicket } = await doorRace(false);
    expect(Math.max(...validPerTicket.values())).toBeGreaterThan(1);
  }, 120_000);
});
