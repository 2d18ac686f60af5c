import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { addBestSeats, apiAs, pickEvent } from './support/box-office';
import { showsSoldBySpec } from './support/shows-in-use';
import { signInWithTokens, useLanguage } from './support/session';

/**
 * The light badges no other axe run reaches, light and dark: the dashboard's approvals count, the rooms'
 * kind, a pricing's room and kind, and the cart's hold countdown in its last two minutes (orange).
 */
async function noSeriousViolation(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

for (const [i, [scheme, lang]] of (
  [
    ['light', 'en'],
    ['dark', 'fr'],
    ['light', 'fr'],
    ['dark', 'en'],
  ] as const
).entries()) {
  test(`axe finds no serious violation on the light badges (${scheme}, ${lang})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ colorScheme: scheme });
    const page = await context.newPage();
    await useLanguage(page, lang);
    const { token } = await signInWithTokens(page, request, 'SHOW_MANAGER');
    await page.goto('/');
    await expect(page.getByTestId('approvals-badge')).toBeVisible({ timeout: 15_000 });
    await noSeriousViolation(page);

    await page.goto('/room/all');
    await expect(page.getByTestId('room-kind').first()).toBeVisible();
    await noSeriousViolation(page);

    const [pricing] = await (await apiAs(request, token)).get<{ id: string }[]>('/pricings?pageSize=10');
    await page.goto(`/pricing/${pricing!.id}`);
    await expect(page.getByTestId('pricing-room')).toBeVisible();
    await noSeriousViolation(page);
    await context.close();

    // The countdown turns orange under two minutes: the cart's answers say it expires in 100 s. Each run
    // sells a show of its own (runs in parallel would race for one event's best seat).
    const seller = await browser.newContext({ colorScheme: scheme });
    const counter = await seller.newPage();
    await useLanguage(counter, lang);
    await signInWithTokens(counter, request, 'BOX_OFFICE');
    await counter.route('**/api/carts**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json().catch(() => null)) as { data?: { expiresAt?: string } } | null;
      if (!body?.data?.expiresAt) return route.fulfill({ response });
      const expiresAt = new Date(Date.now() + 100_000).toISOString();
      await route.fulfill({ response, json: { ...body, data: { ...body.data, expiresAt } } });
    });
    await counter.goto('/box-office');
    await pickEvent(counter, showsSoldBySpec.badgeContrast[i]!);
    await addBestSeats(counter, 1, /^Seats|^Places/);
    await expect(counter.getByTestId('hold-countdown')).toContainText(/^[01]:\d\d$/);
    await noSeriousViolation(counter);
    await seller.close();
  });
}
