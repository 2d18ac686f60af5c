import { expect, test, type Browser, type APIRequestContext } from '@playwright/test';
import type { OrderDetail } from '@encore/shared/orders/order.schema';
import type { Availability } from '@encore/shared/orders/availability.schema';
import { addBestSeats, apiAs, pickEvent } from './support/box-office';
import { seriousViolations } from './support/axe';
import { signInWithTokens, useLanguage, type DemoRole } from './support/session';

/** A page signed in as `role` in its own browser context (several people in one test). */
async function pageAs(browser: Browser, request: APIRequestContext, role: DemoRole, language = 'en') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useLanguage(page, language);
  const { token } = await signInWithTokens(page, request, role);
  return { page, context, token };
}

/** Sells the best `count` seats of the next event of `show` on `channel`; returns the order's id. */
async function sell(
  browser: Browser,
  request: APIRequestContext,
  show: string,
  channel: RegExp,
  count: number,
  role: DemoRole = 'BOX_OFFICE',
) {
  const seller = await pageAs(browser, request, role);
  const { page } = seller;
  await page.goto('/box-office');
  await pickEvent(page, show);
  await page.getByTestId('channel-select').click();
  await page.getByRole('option', { name: channel }).click();
  await addBestSeats(page, count, /^Seats/);
  await page.getByTestId('validate-button').click();
  await page.getByLabel('Customer name').fill('Nora Lambert');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+33 6 12 34 56 78');
  await page.getByTestId('confirm-validate').click();
  const link = page.getByTestId('last-order').getByRole('link');
  await expect(link).toBeVisible({ timeout: 15_000 });
  const orderId = (await link.getAttribute('href'))!.split('/').pop()!;
  return { orderId, seller };
}

test.describe('orders', () => {
  test('an order on a channel that needs approval is approved by the producer, then the show manager (English)', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const { orderId, seller } = await sell(browser, request, 'Antigone', /^Invitations/, 2);
    await expect(seller.page.getByTestId('last-order')).toContainText('waiting for approval');
    await seller.context.close();

    const producer = await pageAs(browser, request, 'PRODUCER');
    await producer.page.goto(`/order/${orderId}`);
    await expect(producer.page.getByTestId('order-status').first()).toHaveText('Pending approval');
    await producer.page.getByTestId('approve-producer').click();
    await producer.page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(producer.page.getByTestId('approval-producer')).toContainText('Accepted by Producer');
    await expect(producer.page.getByTestId('order-status').first()).toHaveText('Pending approval');
    await producer.context.close();

    const manager = await pageAs(browser, request, 'SHOW_MANAGER');
    await manager.page.goto(`/order/${orderId}`);
    await expect(manager.page.getByTestId('approve-producer')).toHaveCount(0);
    await manager.page.getByTestId('approve-show_manager').click();
    await manager.page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(manager.page.getByTestId('approval-show_manager')).toContainText('Accepted by Show Manager');
    await expect(manager.page.getByTestId('order-status').first()).toHaveText('Confirmed');
    // The confirmation's toast has a title over its text: both read at AA contrast, light then dark (the
    // pointer on it keeps it on screen).
    const toast = manager.page.getByRole('alert').filter({ hasText: 'Both approvals given' });
    await toast.hover();
    expect(await seriousViolations(manager.page)).toEqual([]);
    await manager.page.emulateMedia({ colorScheme: 'dark' });
    await expect(manager.page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(toast).toBeVisible();
    expect(await seriousViolations(manager.page)).toEqual([]);
    await manager.context.close();
  });

  test("the order's seller, allowed to approve otherwise, reads why it gives no approval (English)", async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    // An ADMIN may approve as show manager and as producer, but not its own sale (403 E03015).
    const { orderId, seller } = await sell(browser, request, 'Antigone', /^Invitations/, 1, 'ADMIN');
    const { page } = seller;
    await page.goto(`/order/${orderId}`);
    await expect(page.getByTestId('order-status').first()).toHaveText('Pending approval');
    await expect(page.getByTestId('approval-refused')).toHaveText(
      'You sold this order: two other people must approve it.',
    );
    await expect(page.getByTestId('approve-show_manager')).toHaveCount(0);
    await expect(page.getByTestId('approve-producer')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await seller.context.close();
  });

  test('cancelling one ticket recomputes the totals and frees its seat (French)', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const { orderId, seller } = await sell(browser, request, 'Huis clos', /^Box office/, 3);
    await seller.context.close();
    const office = await pageAs(browser, request, 'BOX_OFFICE', 'fr');
    const api = await apiAs(request, office.token);
    const before = await api.get<OrderDetail>(`/orders/${orderId}`);
    const { page } = office;
    await page.goto(`/order/${orderId}`);
    const total = page.getByTestId('order-totalInclTax');
    await expect(total).toBeVisible();
    const shownBefore = await total.textContent();
    await page.getByTestId('cancel-item').first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Annuler le billet' }).click();
    await expect(total).not.toHaveText(shownBefore!);
    await expect(page.getByTestId('cancel-item')).toHaveCount(2);

    const after = await api.get<OrderDetail>(`/orders/${orderId}`);
    const cancelled = after.items.find((i) => i.status === 'cancelled')!;
    expect(after.totalInclTaxCents).toBe(
      before.totalInclTaxCents - cancelled.unitPriceCents - cancelled.unitFeeCents,
    );
    const availability = await api.get<Availability>(`/events/${cancelled.eventId}/availability`);
    expect(availability.soldSeatIds).not.toContain(cancelled.seatId);
    expect(availability.heldSeatIds).not.toContain(cancelled.seatId);
    await office.context.close();
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`axe finds no serious violation on the orders list and an order (${scheme})`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(90_000);
      // One show per test: two sellers after the same best seat would race (the second one loses it).
      const show = scheme === 'light' ? 'La Cerisaie' : 'Petit Poucet';
      const { orderId, seller } = await sell(browser, request, show, /^Box office/, 1);
      await seller.context.close();
      const context = await browser.newContext({ colorScheme: scheme });
      const page = await context.newPage();
      await signInWithTokens(page, request, 'BOX_OFFICE');
      await page.goto('/order/all');
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(`/order/${orderId}`);
      await expect(page.getByTestId('customer-name')).toHaveText('Nora Lambert');
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
