import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailOutbox, producers } from '../../db/schema';
import { demoEmail } from '../../db/seed/seed-demo';
import { createTestApp, type TestContext } from '../../test/test-app';
import { requests } from '../../test/requests';
import { enqueueEmail, maxAttempts } from '../mail/outbox.repository';
import { recordAttempt } from '../mail/mail-sender';
import { boxOffice, boxOfficeFixtures, type BoxOfficeFixtures } from '../sales/test-fixtures';
import { resetPasswordEmail } from '../auth/reset-password-email';
import { notifyEmailFailed } from './account-notifications';

let t: TestContext;
let f: BoxOfficeFixtures;
let api: ReturnType<typeof requests>;
/** Tokens of accounts made for these tests: a second user of the demo producer, one of another producer. */
const tokens: Record<'colleague' | 'otherProducer', string> = { colleague: '', otherProducer: '' };

async function account(email: string, producerId: string) {
  const res = await api.as('ADMIN').post('/api/users', {
    email,
    firstName: 'Test',
    password: 'secret1',
    role: 'PRODUCER',
    producerId,
    activated: true,
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  const login = await api.anonymous.post('/api/auth/login', { email, password: 'secret1' });
  return login.body.data.token as string;
}

beforeAll(async () => {
  t = await createTestApp();
  f = await boxOfficeFixtures(t);
  api = requests(t);
  const [other] = await t.database.db
    .insert(producers)
    .values({ name: 'Autre prod', siret: '73282932000074', responsibleName: 'B', responsibleEmail: 'b@x.fr' })
    .returning();
  tokens.colleague = await account('colleague@encore.test', f.producerId);
  tokens.otherProducer = await account('other-producer@encore.test', other!.id);
});
afterAll(() => t.close());

type Caller = ReturnType<ReturnType<typeof requests>['withToken']>;
const callers = () => ({
  manager: api.as('SHOW_MANAGER'),
  producer: api.as('PRODUCER'),
  colleague: api.withToken(tokens.colleague),
  otherProducer: api.withToken(tokens.otherProducer),
  admin: api.as('ADMIN'),
  superAdmin: api.as('SUPER_ADMIN'),
  seller: api.as('BOX_OFFICE'),
  artist: api.as('ARTIST'),
});
type Who = keyof ReturnType<typeof callers>;

const unread = async (caller: Caller) =>
  (await caller.get('/api/account/notifications/unread-count')).body.data.unread as number;
const inbox = async (caller: Caller) =>
  (await caller.get('/api/account/notifications?pageSize=100')).body.data as {
    id: string;
    kind: string;
    orderId: string | null;
    accountId: string | null;
    emailId: string | null;
    readAt: string | null;
    data: Record<string, unknown>;
  }[];
/** Who has an unread notification of this kind about this order (or account). */
async function told(kind: string, about: string) {
  const who: Who[] = [];
  for (const [name, caller] of Object.entries(callers()))
    if (
      (await inbox(caller)).some((n) => n.kind === kind && !n.readAt && (n.orderId ?? n.accountId) === about)
    )
      who.push(name as Who);
  return who;
}

/** Who has an unread notification of this kind matching `which`. */
async function toldOf(kind: string, which: (n: Awaited<ReturnType<typeof inbox>>[number]) => boolean) {
  const who: Who[] = [];
  for (const [name, caller] of Object.entries(callers()))
    if ((await inbox(caller)).some((n) => n.kind === kind && !n.readAt && which(n))) who.push(name as Who);
  return who;
}

/** A confirmed box-office order of two orchestra seats, sold by the box office. */
async function twoSeatOrder() {
  const bo = boxOffice(t, f);
  const cart = await bo.cart();
  const seats = [f.seats.orchestre[pendingOrder.next++]!, f.seats.orchestre[pendingOrder.next++]!];
  expect((await bo.seats(cart, f.events.theatre, f.levels['Orchestre/Plein']!, seats)).status).toBe(201);
  expect((await bo.validate(cart)).body.data.status).toBe('confirmed');
  const order = await callers().admin.get(`/api/orders/${cart}`);
  return { id: cart, items: order.body.data.items as { id: string; seatLabel: string; rowLabel: string }[] };
}

async function pendingOrder() {
  const bo = boxOffice(t, f);
  const cart = await bo.cart(f.channels.invitations);
  const seat = f.seats.orchestre[pendingOrder.next++]!;
  expect((await bo.seats(cart, f.events.theatre, f.levels['Orchestre/Plein']!, [seat])).status).toBe(201);
  const res = await bo.validate(cart);
  expect(res.body.data.status).toBe('pending_approval');
  return cart;
}
pendingOrder.next = 0;

describe('inbox notifications', () => {
  it('asks the show managers and the users of the show producer, not another producer, to approve', async () => {
    const before = await unread(callers().producer);
    const order = await pendingOrder();
    expect(await told('order_pending', order)).toEqual(['manager', 'producer', 'colleague']);
    expect(await unread(callers().producer)).toBe(before + 1);
    const note = (await inbox(callers().producer)).find((n) => n.orderId === order)!;
    expect(note.data).toMatchObject({
      as: 'producer',
      showName: 'Le Misanthrope',
      customerName: 'Ada Lovelace',
    });
    expect((await inbox(callers().manager)).find((n) => n.orderId === order)!.data.as).toBe('show_manager');
  });

  it("settles an approval's question for its side only, then tells the seller", async () => {
    const order = await pendingOrder();
    const { manager, producer, colleague, seller } = callers();
    const producerBefore = await unread(producer);
    expect((await producer.post(`/api/orders/${order}/approve`, { as: 'producer' })).status).toBe(200);
    // Both users of the producer had the question; one answered it for both.
    expect(await told('order_pending', order)).toEqual(['manager']);
    expect(await unread(producer)).toBe(producerBefore - 1);
    expect(await told('order_approved', order)).toEqual(['seller']);
    expect((await manager.post(`/api/orders/${order}/approve`, { as: 'show_manager' })).status).toBe(200);
    expect(await told('order_pending', order)).toEqual([]);
    const approvals = (await inbox(seller)).filter((n) => n.orderId === order && n.kind === 'order_approved');
    expect(approvals.map((n) => [n.data.as, n.data.confirmed, n.data.byName])).toEqual([
      ['show_manager', true, 'Camille Roussel'],
      ['producer', false, 'Julien Garnier'],
    ]);
    expect((await inbox(colleague)).some((n) => n.orderId === order && n.kind === 'order_approved')).toBe(
      false,
    );
  });

  it("tells a cancellation to the seller and the producer's users, and settles the pending questions", async () => {
    const order = await pendingOrder();
    expect((await callers().admin.post(`/api/orders/${order}/cancel`, {})).status).toBe(200);
    expect(await told('order_pending', order)).toEqual([]);
    expect(await told('order_cancelled', order)).toEqual(['producer', 'colleague', 'seller']);
  });

  it("tells one item cancelled to the seller and the producer's users; the last one cancels the order", async () => {
    const order = await twoSeatOrder();
    const { admin, seller } = callers();
    const [first, second] = order.items;
    expect((await admin.post(`/api/orders/${order.id}/items/${first!.id}/cancel`, {})).status).toBe(200);
    expect(await told('order_item_cancelled', order.id)).toEqual(['producer', 'colleague', 'seller']);
    expect(await told('order_cancelled', order.id)).toEqual([]);
    const note = (await inbox(seller)).find((n) => n.orderId === order.id)!;
    expect(note.data).toMatchObject({
      showName: 'Le Misanthrope',
      customerName: 'Ada Lovelace',
      byName: expect.any(String),
      place: { area: expect.any(String), row: first!.rowLabel, seat: first!.seatLabel, quantity: 1 },
    });
    // The last item cancels the order: that is told once, as a cancelled order.
    expect((await admin.post(`/api/orders/${order.id}/items/${second!.id}/cancel`, {})).status).toBe(200);
    expect(await told('order_cancelled', order.id)).toEqual(['producer', 'colleague', 'seller']);
    const sellerNotes = (await inbox(seller)).filter((n) => n.orderId === order.id);
    expect(sellerNotes.map((n) => n.kind).sort()).toEqual(['order_cancelled', 'order_item_cancelled']);
  });

  it('does not tell the one who cancelled an item (here the seller)', async () => {
    const order = await twoSeatOrder();
    const { seller } = callers();
    const res = await seller.post(`/api/orders/${order.id}/items/${order.items[0]!.id}/cancel`, {});
    expect(res.status).toBe(200);
    expect(await told('order_item_cancelled', order.id)).toEqual(['producer', 'colleague']);
  });

  it('asks the user admins to activate a sign-up, and settles it once activated', async () => {
    const signup = await api.anonymous.post('/api/auth/signup', {
      email: 'newcomer@example.org',
      password: 'secret12',
      firstName: 'Nouvelle',
      lastName: 'Venue',
    });
    expect(signup.status).toBe(201);
    const id = signup.body.data.user.id as string;
    expect(await told('signup', id)).toEqual(['admin', 'superAdmin']);
    const note = (await inbox(callers().admin)).find((n) => n.accountId === id)!;
    expect(note.data).toMatchObject({ userName: 'Nouvelle Venue', email: 'newcomer@example.org' });
    expect((await api.as('ADMIN').patch(`/api/users/${id}`, { activated: true })).status).toBe(200);
    expect(await told('signup', id)).toEqual([]);
  });

  it("tells a tickets e-mail that failed for good to the order's seller and the outbox readers", async () => {
    const order = await pendingOrder();
    await callers().manager.post(`/api/orders/${order}/approve`, { as: 'show_manager' });
    await callers().producer.post(`/api/orders/${order}/approve`, { as: 'producer' });
    const db = t.database.db;
    const email = await enqueueEmail(
      db,
      { to: 'ada@example.com', subject: 'Billets', text: 'x', kind: 'tickets_confirmed', orderId: order },
      true,
    );
    await db
      .update(emailOutbox)
      .set({ attempts: maxAttempts - 1 })
      .where(eq(emailOutbox.id, email.id));
    await recordAttempt(db, email.id, { ok: false, error: 'refused', retryMs: 1 }, notifyEmailFailed);
    expect(await told('email_failed', order)).toEqual([]);
    await db.update(emailOutbox).set({ attempts: maxAttempts }).where(eq(emailOutbox.id, email.id));
    await recordAttempt(db, email.id, { ok: false, error: 'refused', retryMs: 1 }, notifyEmailFailed);
    expect(await told('email_failed', order)).toEqual(['admin', 'superAdmin', 'seller']);
  });

  it('tells an e-mail without an order that failed for good (a password reset) to the outbox readers only', async () => {
    const db = t.database.db;
    const to = 'forgetful@example.org';
    const link = 'http://localhost/auth/reset-password?token=x';
    const email = await enqueueEmail(db, resetPasswordEmail(to, 'Ada', link, 'fr'), true);
    await db.update(emailOutbox).set({ attempts: maxAttempts }).where(eq(emailOutbox.id, email.id));
    await recordAttempt(db, email.id, { ok: false, error: 'refused', retryMs: 1 }, notifyEmailFailed);
    const aboutIt = (n: { orderId: string | null; data: Record<string, unknown> }) =>
      !n.orderId && n.data.email === to;
    expect(await toldOf('email_failed', aboutIt)).toEqual(['admin', 'superAdmin']);
    const note = (await inbox(callers().admin)).find((n) => n.kind === 'email_failed' && aboutIt(n))!;
    expect(note.data).toEqual({ email: to, subject: 'Encore : réinitialisez votre mot de passe' });
    // The notification names its e-mail, and the outbox gives that one alone (the inbox opens it).
    expect(note.emailId).toBe(email.id);
    const one = await api.as('ADMIN').get(`/api/outbox?id=${email.id}`);
    expect(one.body.meta.total).toBe(1);
    expect(one.body.data).toMatchObject([
      { id: email.id, to, status: 'failed', text: expect.stringContaining(link) },
    ]);
    expect((await api.as('ADMIN').get('/api/outbox?id=nope')).status).toBe(400);
  });

  it("marks one's own notifications read, one or all, and never another's", async () => {
    const { producer, colleague } = callers();
    await pendingOrder();
    const mine = (await inbox(producer)).filter((n) => !n.readAt);
    expect(mine.length).toBeGreaterThanOrEqual(2);
    const count = await unread(producer);
    const one = await producer.post(`/api/account/notifications/${mine[0]!.id}/read`, {});
    expect(one.status).toBe(200);
    expect(one.body.data.readAt).toEqual(expect.any(String));
    expect(await unread(producer)).toBe(count - 1);
    // Another user's id answers as a missing one, and changes nothing.
    const theirs = (await inbox(colleague)).find((n) => !n.readAt)!;
    const colleagueCount = await unread(colleague);
    expect((await producer.post(`/api/account/notifications/${theirs.id}/read`, {})).status).toBe(404);
    expect(await unread(colleague)).toBe(colleagueCount);
    const all = await producer.post('/api/account/notifications/read-all', {});
    expect(all.body.data.marked).toBe(count - 1);
    expect(await unread(producer)).toBe(0);
    expect(await unread(colleague)).toBe(colleagueCount);
    const unreadOnly = await producer.get('/api/account/notifications?unread=true');
    expect(unreadOnly.body.meta.total).toBe(0);
    expect((await api.anonymous.get('/api/account/notifications/unread-count')).status).toBe(401);
  });

  it('lets outbox readers read every e-mail whole, and nobody else', async () => {
    await api.anonymous.post('/api/auth/request-password', {
      email: demoEmail('BOX_OFFICE'),
      language: 'en',
    });
    const res = await api.as('ADMIN').get('/api/outbox?pageSize=10');
    expect(res.status).toBe(200);
    const reset = res.body.data.find((e: { to: string; kind: string }) => e.to === demoEmail('BOX_OFFICE'));
    expect(reset).toMatchObject({ status: 'kept', text: expect.stringContaining('/auth/reset-password') });
    expect(reset.attachment).toBeNull();
    for (const role of ['SHOW_MANAGER', 'PRODUCER', 'BOX_OFFICE', 'ARTIST'] as const)
      expect((await api.as(role).get('/api/outbox')).status).toBe(403);
  });

  it("names a tickets e-mail's attachment in the outbox (issue 22: the outbox showed none)", async () => {
    const email = await enqueueEmail(
      t.database.db,
      {
        to: 'ines@example.com',
        subject: 'Vos billets',
        text: 'Bonjour',
        kind: 'tickets',
        attachment: 'order-tickets-pdf',
        ticketCount: 3,
      },
      false,
    );
    const res = await api.as('ADMIN').get(`/api/outbox?id=${email.id}`);
    expect(res.body.data[0].attachment).toEqual({ kind: 'order-tickets-pdf', ticketCount: 3 });
  });
});
