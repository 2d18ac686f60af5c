import { expect, test, type Page, type Route } from '@playwright/test';
import type { Notification, NotificationKind } from '@encore/shared/notifications/notification.schema';
import type { OrderSummary } from '@encore/shared/orders/order.schema';
import { seriousViolations } from './support/axe';
import { apiAs } from './support/box-office';
import { signInWithTokens, useLanguage } from './support/session';

/**
 * The states' badges in populated screens, light and dark: an order's e-mails and the outbox in every e-mail
 * state, the inbox with a notification of each kind (read and unread), the orders list with orders waiting
 * for approval, an order waiting for approval and a cancelled one (their seats' states). The e2e server has
 * no SMTP (every e-mail is kept): the e-mail lists are the real answers, each e-mail repeated in the states a
 * mail server would give it; the notifications are the real answer's envelope around one of each kind.
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

/** The reader's notifications: one of each kind, the first three unread. */
function everyKind(orderId: string) {
  const kinds = [
    'order_pending',
    'order_approved',
    'order_cancelled',
    'order_item_cancelled',
    'email_failed',
    'signup',
  ] as const satisfies readonly NotificationKind[];
  return kinds.map((kind, i): Notification => ({
    id: `00000000-0000-4000-8000-00000000000${i}`,
    kind,
    createdAt: new Date(Date.now() - i * 60_000).toISOString(),
    readAt: i < 3 ? null : new Date().toISOString(),
    orderId: kind === 'signup' ? null : orderId,
    accountId: kind === 'signup' ? '00000000-0000-4000-8000-0000000000aa' : null,
    emailId: null,
    data: {
      orderNumber: 'ABCD1234',
      showName: 'Carmen',
      customerName: 'Inès Moreau',
      as: 'producer',
      confirmed: true,
      byName: 'Claire Martin',
      userName: 'Jules Petit',
      email: 'jules.petit@example.com',
      place: { area: null, row: 'C', seat: '12', quantity: 1 },
    },
  }));
}

async function noSeriousViolation(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

const texts = {
  en: { failed: 'Failed', pending: 'Pending approval', asked: 'Order ABCD1234 awaits your approval' },
  fr: {
    failed: 'Échec',
    pending: "En attente d'accord",
    asked: 'La commande ABCD1234 attend votre validation',
  },
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

    await page.route('**/api/account/notifications?*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as object;
      const data = everyKind(order.id);
      await route.fulfill({ response, json: { ...body, data, total: data.length } });
    });
    await page.goto('/inbox');
    await expect(page.getByRole('link', { name: t.asked })).toBeVisible();
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
