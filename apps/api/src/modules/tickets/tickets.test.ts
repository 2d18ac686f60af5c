import { beforeAll, describe, expect, it } from 'vitest';
import { formatTicketCode, parseTicketScan } from '@encore/shared/tickets/ticket-code';
import type { Ticket } from '@encore/shared/tickets/ticket.schema';
import { useTestApp } from '../../test/use-test-app';
import { boxOffice, boxOfficeFixtures, type BoxOfficeFixtures } from '../sales/test-fixtures';
import { readPdf } from './pdf-readback.test-helper';

const t = useTestApp();
let f: BoxOfficeFixtures;
let b: ReturnType<typeof boxOffice>;

beforeAll(async () => {
  f = await boxOfficeFixtures(t);
  b = boxOffice(t, f);
});

/** Sells seats of the theatre's orchestra (by their index in it) and validates the order. */
async function sell(seats: number[], language: 'fr' | 'en' = 'fr', channel?: string) {
  const cart = await b.cart(channel);
  const ids = seats.map((i) => f.seats.orchestre[i]!);
  expect((await b.seats(cart, f.events.theatre, f.levels['Orchestre/Plein']!, ids)).status).toBe(201);
  const customer = { name: 'Zoë Ñúñez', email: 'zoe@example.com', language };
  expect((await b.validate(cart, customer)).status).toBe(200);
  return cart;
}
const ticketsOf = async (orderId: string): Promise<Ticket[]> =>
  (await b.api.get(`/api/orders/${orderId}/tickets`)).body.data;
const pdfOf = async (url: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: {
      authorization: `Bearer ${(await t.login('BOX_OFFICE')).token}`,
      'accept-encoding': 'br, gzip',
    },
  });
  // Sent as is: a PDF's streams are compressed already.
  expect(res.headers['content-encoding']).toBeUndefined();
  return { status: res.statusCode, type: res.headers['content-type'], body: res.rawPayload };
};

describe('tickets', () => {
  it('are created when the order is confirmed: one per seat, signed, read back from the PDF', async () => {
    const order = await sell([0, 1], 'en');
    const list = await ticketsOf(order);
    expect(list.map((x) => [x.status, x.rowLabel, x.seatLabel])).toEqual([
      ['valid', '1', '1'],
      ['valid', '1', '2'],
    ]);
    for (const ticket of list)
      expect(parseTicketScan(ticket.qr!)).toMatchObject({
        kind: 'qr',
        code: ticket.code,
        eventId: f.events.theatre,
      });

    const pdf = await pdfOf(`/api/orders/${order}/tickets.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const read = await readPdf(pdf.body, { qr: true });
    expect(read.pages).toBe(2);
    expect(read.pageTexts[0]).toContain('Le Misanthrope');
    expect(read.pageTexts[0]).toMatch(
      /(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d+ \w+ \d{4} at \d\d:\d\d/,
    );
    expect(read.pageTexts[0]).toMatch(/Seat\s/i);
    expect(read.pageTexts[0]).toContain('Zoë Ñúñez');
    expect(read.pageTexts[1]).toContain(formatTicketCode(list[1]!.code));
    expect(read.qrs).toEqual(list.map((x) => x.qr));

    const one = await readPdf((await pdfOf(`/api/tickets/${list[1]!.id}.pdf`)).body);
    expect(one.pages).toBe(1);
  });

  it('in French for a French order', async () => {
    const order = await sell([10]);
    const read = await readPdf((await pdfOf(`/api/orders/${order}/tickets.pdf`)).body);
    expect(read.text).toMatch(
      /(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d+ \w+ \d{4} à \d\d:\d\d/,
    );
    expect(read.text).toMatch(/PLACE/);
    expect(read.text).toContain('Prix TTC : 45,00 €');
  });

  it("print the seller's legal mentions once an admin filled them in (Settings > Business)", async () => {
    const order = await sell([11]);
    const before = await readPdf((await pdfOf(`/api/orders/${order}/tickets.pdf`)).body);
    expect(before.text).not.toContain('SIRET');
    const saved = await t.api.as('ADMIN').put('/api/business', {
      legalName: 'Théâtre des Lilas SARL',
      address: { street: '12 rue des Lilas', postalCode: '75019', city: 'Paris' },
      siret: '73282932000074',
      vatNumber: 'FR44732829320',
      licenceNumber: 'PLATESV-R-2021-004512',
    });
    expect(saved.status).toBe(200);
    const read = await readPdf((await pdfOf(`/api/orders/${order}/tickets.pdf`)).body);
    const foot = read.text.replace(/\s+/g, ' ');
    expect(foot).toContain('Théâtre des Lilas SARL · 12 rue des Lilas, 75019 Paris');
    expect(foot).toContain(
      'SIRET 732 829 320 00074 · TVA intracom. FR44732829320 · Licence PLATESV-R-2021-004512',
    );
  });

  it('a cancelled item voids its ticket at once and leaves the PDF', async () => {
    const order = await sell([20, 21]);
    const [first, second] = await ticketsOf(order);
    const cancel = await b.api.post(`/api/orders/${order}/items/${first!.itemId}/cancel`, {});
    expect(cancel.status).toBe(200);
    const after = await ticketsOf(order);
    expect(after.find((x) => x.id === first!.id)).toMatchObject({
      status: 'void',
      voidedAt: expect.any(String),
    });
    const read = await readPdf((await pdfOf(`/api/orders/${order}/tickets.pdf`)).body, { qr: true });
    expect(read.pages).toBe(1);
    expect(read.qrs).toEqual([second!.qr]);
    expect((await pdfOf(`/api/tickets/${first!.id}.pdf`)).status).toBe(409);
  });

  it('a pending-approval order has no valid ticket until confirmed', async () => {
    const order = await sell([5], 'fr', f.channels.invitations);
    expect((await ticketsOf(order)).map((x) => x.status)).toEqual(['pending']);
    expect((await pdfOf(`/api/orders/${order}/tickets.pdf`)).status).toBe(409);
    await t.api.as('SHOW_MANAGER').post(`/api/orders/${order}/approve`, { as: 'show_manager' });
    await t.api.as('PRODUCER').post(`/api/orders/${order}/approve`, { as: 'producer' });
    expect((await ticketsOf(order)).map((x) => x.status)).toEqual(['valid']);
  });

  it('generates the missing tickets of an order on demand, and never twice', async () => {
    const order = await sell([6]);
    const before = await ticketsOf(order);
    await t.database.db.execute(`delete from tickets where order_id = '${order}'`);
    const generated = await b.api.post(`/api/orders/${order}/tickets`, {});
    expect(generated.status).toBe(200);
    expect(generated.body.data).toHaveLength(1);
    expect(generated.body.data[0].code).not.toBe(before[0]!.code);
    const again = await b.api.post(`/api/orders/${order}/tickets`, {});
    expect(again.body.data.map((x: Ticket) => x.id)).toEqual(generated.body.data.map((x: Ticket) => x.id));
    // An artist reads no ticket; a producer only its own shows' (this one is its show).
    expect((await t.api.as('ARTIST').get(`/api/orders/${order}/tickets`)).status).toBe(403);
    expect((await t.api.as('PRODUCER').get(`/api/orders/${order}/tickets`)).status).toBe(200);
    expect((await t.api.as('PRODUCER').post(`/api/orders/${order}/tickets`, {})).status).toBe(403);
  });

  it('a general-admission item of 3 places has 3 tickets', async () => {
    const cart = await b.cart();
    expect((await b.places(cart, f.events.hangar, f.levels['Fosse/Debout']!, 'fosse', 3)).status).toBe(201);
    expect((await b.validate(cart)).status).toBe(200);
    const list = await ticketsOf(cart);
    expect(list.map((x) => [x.areaLabel, x.admission])).toEqual([
      ['Fosse', 1],
      ['Fosse', 2],
      ['Fosse', 3],
    ]);
    const read = await readPdf((await pdfOf(`/api/orders/${cart}/tickets.pdf`)).body);
    expect(read.pages).toBe(3);
    expect(read.pageTexts[2]).toMatch(/3\s+sur\s+3/);
  });
});
