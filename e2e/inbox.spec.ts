import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { addBestSeats, apiAs, pickEvent } from './support/box-office';
import { seriousViolations } from './support/axe';
import { signInWithTokens, useLanguage, type DemoRole } from './support/session';
import { showsSoldBySpecs } from './support/shows-in-use';

async function pageAs(browser: Browser, request: APIRequestContext, role: DemoRole, language = 'en') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useLanguage(page, language);
  const { token } = await signInWithTokens(page, request, role);
  return { page, context, token };
}

/** The demo producer's published shows on the Invitations channel (it needs approval), in a stable order. */
async function producerShowsOnInvitations(request: APIRequestContext, token: string) {
  const api = await apiAs(request, token);
  const channels = await api.get<{ id: string; code: string }[]>('/sales-channels?pageSize=100');
  const invitations = channels.find((c) => c.code === 'INVITATIONS')!.id;
  const shows = await api.get<{ name: string; status: string; salesChannelIds: string[]; roomId: string }[]>(
    '/shows?pageSize=100&sort=name',
  );
  return shows
    .filter((s) => s.status === 'published' && s.salesChannelIds.includes(invitations))
    .filter((s) => !showsSoldBySpecs.includes(s.name))
    .map((s) => s.name);
}

/** A seller sells one seat of `show` on Invitations (in English); returns the order's number. */
async function sellOnInvitations(browser: Browser, request: APIRequestContext, show: string) {
  const seller = await pageAs(browser, request, 'BOX_OFFICE');
  const { page } = seller;
  await page.goto('/box-office');
  await pickEvent(page, show);
  await page.getByTestId('channel-select').click();
  await page.getByRole('option', { name: /^Invitations/ }).click();
  await addBestSeats(page, 1, /^Seats|^Places/);
  await page.getByTestId('validate-button').click();
  await page.getByLabel('Customer name').fill('Inès Marchal');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+33 6 12 34 56 78');
  await page.getByTestId('confirm-validate').click();
  await expect(page.getByTestId('last-order')).toContainText('waiting for approval', { timeout: 15_000 });
  // 'Order ABCD1234': the number is the link's last word.
  const number = (await page.getByTestId('last-order').getByRole('link').textContent())!
    .trim()
    .split(/\s+/)
    .pop()!;
  await seller.context.close();
  return number;
}

// The two languages sell the same show: one after the other, never racing for its best seat.
test.describe.configure({ mode: 'serial' });

const texts = {
  en: {
    pending: (n: string) => `Order ${n} awaits your approval`,
    confirm: 'Approve',
    unread: /Inbox, (\d+) unread/,
  },
  fr: {
    pending: (n: string) => `La commande ${n} attend votre validation`,
    confirm: 'Accepter',
    unread: /Messages, (\d+) non lus?/,
  },
} as const;

test.describe('inbox', () => {
  for (const language of ['en', 'fr'] as const) {
    test(`an order waiting for approval shows in the producer's inbox with the unread count, and the approval from it clears it (${language})`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const producer = await pageAs(browser, request, 'PRODUCER', language);
      const shows = await producerShowsOnInvitations(request, producer.token);
      // One show for both languages: the tests run one after the other (serial below), each sells its seat.
      const show = shows[0]!;
      const { page } = producer;
      const text = texts[language];
      await page.goto('/inbox');
      // The header's inbox button: its name carries the unread count.
      const button = page.getByTestId('inbox-unread').getByRole('link');
      await expect(button).toBeVisible();
      const countOf = async () =>
        Number(/(\d+)/.exec((await button.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
      const before = await countOf();

      const number = await sellOnInvitations(browser, request, show);
      // The count moves live, on the page already open (the inbox stream).
      await expect.poll(countOf, { timeout: 15_000 }).toBe(before + 1);
      const note = page.getByRole('link', { name: text.pending(number) });
      await expect(note).toBeVisible();

      await note.click();
      await expect(page).toHaveURL(/\/order\//);
      await page.getByTestId('approve-producer').click();
      await page.getByRole('dialog').getByRole('button', { name: text.confirm, exact: true }).click();
      await expect(page.getByTestId('approval-producer')).toBeVisible();
      await expect.poll(countOf, { timeout: 15_000 }).toBe(before);
      await page.goto('/inbox');
      await expect(page.getByRole('link', { name: text.pending(number) })).toBeVisible();
      // Answered: no longer marked unread.
      await page
        .locator('label')
        .filter({ hasText: language === 'en' ? /^Unread$/ : /^Non lues$/ })
        .click();
      await expect(page.getByRole('link', { name: text.pending(number) })).toHaveCount(0);
      await producer.context.close();
    });
  }

  for (const scheme of ['light', 'dark'] as const)
    test(`axe finds no serious violation on the inbox and the outbox (${scheme})`, async ({
      browser,
      request,
    }) => {
      const context = await browser.newContext({ colorScheme: scheme });
      const page = await context.newPage();
      await useLanguage(page, 'en');
      await signInWithTokens(page, request, 'ADMIN');
      await page.goto('/inbox');
      await expect(page.getByRole('tab', { name: 'Notifications' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('tab', { name: 'Outbox' }).click();
      await expect(page.getByText('Every e-mail the application')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      // The tab is in the address (a failed e-mail's notification leads to ?tab=outbox).
      await expect(page).toHaveURL(/\/inbox\?tab=outbox$/);
      await page.reload();
      await expect(page.getByRole('tab', { name: 'Outbox', selected: true })).toBeVisible();
      await context.close();
      // A visitor is asked to sign in.
      const visitor = await browser.newContext({ colorScheme: scheme });
      const visitorPage = await visitor.newPage();
      await useLanguage(visitorPage, 'en');
      await visitorPage.goto('/inbox');
      await expect(visitorPage.getByText('Sign in to read your notifications.')).toBeVisible();
      expect(await seriousViolations(visitorPage)).toEqual([]);
      await visitor.close();
    });

  for (const language of ['en', 'fr'] as const)
    test(`a failed e-mail's notification opens that very e-mail in the outbox (${language})`, async ({
      browser,
      request,
    }) => {
      const to = 'boxoffice@encore.test';
      await request.post('/api/auth/request-password', { data: { email: to, language } });
      const admin = await pageAs(browser, request, 'ADMIN', language);
      const api = await apiAs(request, admin.token);
      // The newest e-mail to that address: the reset just asked for (kept, since no SMTP is configured).
      const emails = await api.get<{ id: string; to: string; subject: string }[]>('/outbox?pageSize=100');
      const email = emails.find((e) => e.to === to)!;
      const { page } = admin;
      await page.goto(`/inbox?tab=outbox&email=${email.id}`);
      const opened = page.getByRole('button', { name: new RegExp(email.subject), expanded: true });
      await expect(opened).toBeVisible();
      const all = page.getByRole('button', { name: language === 'en' ? 'All e-mails' : 'Tous les e-mails' });
      await all.click();
      await expect(page).toHaveURL(/\/inbox\?tab=outbox$/);
      await expect(page.getByLabel(language === 'en' ? 'Status' : 'État')).toBeVisible();
      await admin.context.close();
    });
});
