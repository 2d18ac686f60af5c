import { expect, test, type Page, type Route } from '@playwright/test';
import type { OrderSummary } from '@encore/shared/orders/order.schema';
import { seriousViolations } from './support/axe';
import { apiAs } from './support/box-office';
import { signInWithTokens, useLanguage } from './support/session';

/**
 * The states' badges in populated screens, light and dark: an order's e-mails and the outbox in every e-mail
 * state, the orders list with orders waiting for approval, an order waiting for approval and a cancelled one (their
 * seats' states). The e2e server has no SMTP (every e-mail is kept):
 * the e-mail lists are the real answers, each e-mail repeated in the states a mail server would give it.
 */
const states = [
  { status: 'pending', attempts: 2, lastError: '421 Service not available', sentAt: null },
  { status: 'sent', attempts: 1, lastError: null, sentAt: new Date().toISOString() },
  { status: 'failed', attempts: 5, lastError: '550 Mailbox unavailable', sentAt: null },
  { status: 'kept', attempts: 0, lastError: null, sentAt: null },
] as const;

async function inEveryState(route: Route) {
  const response = await route.fetch();
  const body = (await response.json()) as { data: { id: string }[] };
  const [first] = body.data;
  expect(first, 'an e-mail to show in every state').toBeDefined();
  const data = states.map((state, i) => ({ ...first, ...state, id: first!.id.replace(/.{4}$/, `000${i}`) }));
  await route.fulfill({
    response,
    json: { ...body, data, ...('total' in body ? { total: data.length } : {}) },
  });
}

async function noSeriousViolation(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

const texts = {
  en: { failed: 'Failed', pending: 'Pending approval' },
  fr: { failed: 'Échec', pending: "En attente d'accord" },
} as const;

for (const [scheme, lang] of [
  ['light', 'en'],
  ['dark', 'fr'],
] as const) {
  const t = texts[lang];
  test(`axe finds no serious violation on the e-mails' and orders' states (${scheme}, ${lang})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ colorScheme: scheme });
    const page = await context.newPage();
    await useLanguage(page, lang);
    const { token } = await signInWithTokens(page, request, 'ADMIN');
    const api = await apiAs(request, token);
    // A demo order's tickets e-mailed (kept in the outbox: no SMTP here).
    const orders = await api.get<OrderSummary[]>('/orders?status=confirmed&sort=number&pageSize=10');
    const order = orders[0]!;
    await api.post(`/orders/${order.id}/tickets/email`, { email: 'contrast@example.com' });

    await page.route(`**/api/orders/${order.id}/emails`, inEveryState);
    await page.goto(`/order/${order.id}`);
    await expect(page.getByTestId('order-email')).toHaveCount(states.length);
    await expect(page.getByTestId('order-email').getByText(t.failed, { exact: true })).toBeVisible();
    await noSeriousViolation(page);

    await page.route('**/api/outbox?*', inEveryState);
    await page.goto('/inbox?tab=outbox');
    await expect(page.getByText(t.failed, { exact: true }).filter({ visible: true })).toBeVisible();
    await noSeriousViolation(page);

    await page.goto('/order/all?status=pending_approval');
    await expect(page.getByTestId('order-status').filter({ hasText: t.pending }).first()).toBeVisible();
    await noSeriousViolation(page);

    // An order waiting for approval (its seats held) and a cancelled one (its seats given back, greyed).
    for (const status of ['pending_approval', 'cancelled'] as const) {
      const [other] = await api.get<OrderSummary[]>(`/orders?status=${status}&sort=number&pageSize=10`);
      await page.goto(`/order/${other!.id}`);
      await expect(page.getByTestId('order-status').first()).toBeVisible();
      await noSeriousViolation(page);
    }
    await context.close();
  });
}
