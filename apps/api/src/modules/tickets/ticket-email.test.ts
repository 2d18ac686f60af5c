import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderEmail } from '@encore/shared/tickets/ticket-email.schema';
import { useTestApp } from '../../test/use-test-app';
import { boxOffice, boxOfficeFixtures, type BoxOfficeFixtures } from '../sales/test-fixtures';
import { readPdf } from './pdf-readback.test-helper';
import { freePort, startSmtp, until } from './smtp.test-helper';

let port = 0;
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
beforeAll(async () => {
  port = await freePort();
  smtp = await startSmtp(port);
});
afterAll(() => smtp?.close());

const t = useTestApp({
  overrides: () => ({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mailPollMs: 100,
    mailRetryBaseMs: 300,
  }),
});
let f: BoxOfficeFixtures;
let b: ReturnType<typeof boxOffice>;
beforeAll(async () => {
  f = await boxOfficeFixtures(t);
  b = boxOffice(t, f);
});

async function sell(seats: number[], email: string, language: 'fr' | 'en', channel?: string) {
  const order = await b.cart(channel);
  const ids = seats.map((i) => f.seats.orchestre[i]!);
  expect((await b.seats(order, f.events.theatre, f.levels['Orchestre/Plein']!, ids)).status).toBe(201);
  expect((await b.validate(order, { name: 'Ada Lovelace', email, language })).status).toBe(200);
  return order;
}
const emailsOf = async (order: string): Promise<OrderEmail[]> =>
  (await b.api.get(`/api/orders/${order}/emails`)).body.data;
const to = (address: string) => smtp!.received.filter((m) => m.to.includes(address));

describe('tickets e-mail', () => {
  it('arrives once, in the order language, with every valid ticket in one PDF', async () => {
    const order = await sell([0, 1], 'first@example.com', 'en');
    const res = await b.api.post(`/api/orders/${order}/tickets/email`, {});
    expect(res.status).toBe(202);
    expect(res.body.data).toMatchObject({ status: 'pending', to: 'first@example.com', ticketCount: 2 });
    const [mail] = await until(() => (to('first@example.com').length ? to('first@example.com') : undefined));
    expect(mail!.subject).toBe('Your tickets – Le Misanthrope');
    expect(mail!.raw).toContain('Hello Ada Lovelace');
    expect(mail!.pdfs).toHaveLength(1);
    const pdf = await readPdf(mail!.pdfs[0]!);
    expect(pdf.pages).toBe(2);
    expect(pdf.text).toContain('Le Misanthrope');
    const sent = await until(async () => (await emailsOf(order)).find((e) => e.status === 'sent'));
    expect(sent).toMatchObject({ attempts: 1, language: 'en', sentAt: expect.any(String) });
    // Several more ticks of the sender: still one message.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(to('first@example.com')).toHaveLength(1);
  });

  it('is sent by itself, in French, when an approval confirms the order', async () => {
    const order = await sell([2], 'approved@example.com', 'fr', f.channels.invitations);
    await t.api.as('SHOW_MANAGER').post(`/api/orders/${order}/approve`, { as: 'show_manager' });
    expect(await emailsOf(order)).toEqual([]);
    await t.api.as('PRODUCER').post(`/api/orders/${order}/approve`, { as: 'producer' });
    const [mail] = await until(() =>
      to('approved@example.com').length ? to('approved@example.com') : undefined,
    );
    expect(mail!.subject).toBe('Vos billets – Le Misanthrope');
    expect((await readPdf(mail!.pdfs[0]!)).pages).toBe(1);
    // Marked sent just after the SMTP server took it.
    const [sent] = await until(async () => {
      const emails = await emailsOf(order);
      return emails[0]?.status === 'sent' ? emails : undefined;
    });
    expect(sent).toMatchObject({ kind: 'tickets_confirmed', status: 'sent' });
  });

  it('is retried while the SMTP server is down, then arrives once', async () => {
    await smtp!.close();
    const order = await sell([3], 'later@example.com', 'fr');
    expect((await b.api.post(`/api/orders/${order}/tickets/email`, {})).status).toBe(202);
    const failing = await until(async () => (await emailsOf(order)).find((e) => e.attempts >= 2));
    expect(failing).toMatchObject({
      status: 'pending',
      lastError: expect.any(String),
      nextAttemptAt: expect.any(String),
    });
    smtp = await startSmtp(port);
    await until(() => to('later@example.com').length > 0, 30_000);
    const sent = await until(async () => (await emailsOf(order)).find((e) => e.status === 'sent'));
    expect(sent.lastError).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(to('later@example.com')).toHaveLength(1);
    expect(to('later@example.com')[0]!.messageId).toContain(sent.id);
  });
});
