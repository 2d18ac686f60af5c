import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { boxOffice, boxOfficeFixtures, type BoxOfficeFixtures } from '../sales/test-fixtures';
import { freePort, startSmtp, until } from './smtp.test-helper';

// Issue 22, point 11: tickets e-mails get an HTML part; customers' names refuse control characters;
// internationalised addresses are accepted. Checked through a real SMTP server and a MIME parser.
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

async function sell(seat: number, customer: Record<string, unknown>) {
  const order = await b.cart();
  await b.seats(order, f.events.theatre, f.levels['Orchestre/Plein']!, [f.seats.orchestre[seat]!]);
  return { order, validated: await b.validate(order, customer) };
}

async function mailTo(address: string) {
  await until(() => smtp!.received.find((m) => m.to.includes(address)));
  const { raw } = smtp!.received.find((m) => m.to.includes(address))!;
  return simpleParser(raw);
}

describe('tickets e-mail as a MIME parser reads it', () => {
  for (const [language, seat, hello, words] of [
    ['fr', 10, 'Bonjour Ada &lt;b&gt;Lovelace&lt;/b&gt;,', 'Voici vos billets pour'],
    ['en', 11, 'Hello Ada &lt;b&gt;Lovelace&lt;/b&gt;,', 'Here are your tickets for'],
  ] as const) {
    it(`has a text part, an accessible HTML part and the PDF (${language})`, async () => {
      const address = `html-${language}@example.com`;
      const { order, validated } = await sell(seat, {
        name: 'Ada <b>Lovelace</b>',
        email: address,
        language,
      });
      expect(validated.status).toBe(200);
      expect((await b.api.post(`/api/orders/${order}/tickets/email`, {})).status).toBe(202);
      const mail = await mailTo(address);
      expect(mail.text).toContain(words);
      const html = String(mail.html);
      expect(html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${language}"`));
      expect(html).toMatch(/<title>[^<]+Le Misanthrope<\/title>/);
      expect(html).toMatch(/<main>[\s\S]*<h1[^>]*>Le Misanthrope<\/h1>[\s\S]*<\/main>/);
      expect(html).toContain(`<p>${hello}</p>`);
      expect(html).toContain(words);
      expect(html).not.toContain('<b>');
      expect(mail.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
    });
  }

  it('reaches an address with an internationalised domain', async () => {
    const { order, validated } = await sell(12, { name: 'Léa', email: 'léa@exämple.fr', language: 'fr' });
    expect(validated.status).toBe(200);
    expect((await b.api.post(`/api/orders/${order}/tickets/email`, {})).status).toBe(202);
    const mail = await until(async () => {
      const found = smtp!.received.find((m) => /xn--exmple-cua\.fr|exämple\.fr/.test(m.to));
      return found && (await simpleParser(found.raw));
    });
    const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
    expect(to?.value[0]?.address).toMatch(/^léa@(exämple|xn--exmple-cua)\.fr$/);
    // A second address with one, given when the e-mail is sent again.
    const again = await b.api.post(`/api/orders/${order}/tickets/email`, { email: 'zoé@bücher.de' });
    expect(again.status).toBe(202);
  });

  it("refuses a customer's name with a line break or another control character", async () => {
    for (const name of ['Ada\nLovelace', 'Ada\u0007', 'Ada\u0085Lovelace']) {
      const { validated } = await sell(13, { name, email: 'ctl@example.com', language: 'en' });
      expect(validated.status).toBe(400);
      expect(validated.body.error.details).toContainEqual(
        expect.objectContaining({ path: 'customer.name', code: 'common.controlCharacters' }),
      );
    }
  });
});
