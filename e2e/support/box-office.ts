import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Picks the next event of a show in the box office's picker (search as you type, then the first match). */
export async function pickEventOnly(page: Page, showName: string) {
  const picker = page.getByTestId('event-picker');
  await picker.click();
  await picker.fill(showName);
  const option = page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(showName) })
    .first();
  await expect(option).toBeVisible();
  await option.click();
}

/** `pickEventOnly`, then waits for the event's plan or areas. */
export async function pickEvent(page: Page, showName: string) {
  await pickEventOnly(page, showName);
  // The plan and the pricing load first (an arena's plan is 20,000 seats).
  // `.first()` of the union: while the plan swaps in, both may be on the page for a moment (strict mode).
  await expect(page.getByTestId('seat-map-canvas').or(page.getByTestId('ga-area')).first()).toBeVisible({
    timeout: 20_000,
  });
}

/** "Best N seats" in the first category, then into the cart; returns the cart's tickets locator. */
export async function addBestSeats(page: Page, count: number, seatsLabel: RegExp) {
  await page.getByRole('textbox', { name: seatsLabel }).fill(String(count));
  await page.getByRole('textbox', { name: seatsLabel }).press('Enter');
  await expect(page.getByTestId('selection-count')).toContainText(String(count));
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-item')).toHaveCount(count, { timeout: 15_000 });
}

export async function apiAs(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: async <T>(path: string): Promise<T> => {
      const response = await request.get(`/api${path}`, { headers });
      expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
      return ((await response.json()) as { data: T }).data;
    },
    post: async <T>(path: string, data?: unknown): Promise<T> => {
      const response = await request.post(`/api${path}`, { headers, data });
      expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
      return ((await response.json()) as { data: T }).data;
    },
  };
}

/**
 * Sells the `count` best seats of the next event of `show` at the counter (customer with an e-mail) and
 * waits for the tickets' buttons; returns the order's id.
 */
export async function sellAtCounter(page: Page, show: string, count: number, seatsLabel: RegExp) {
  await page.goto('/box-office');
  await pickEvent(page, show);
  await addBestSeats(page, count, seatsLabel);
  await page.getByTestId('validate-button').click();
  await page.getByRole('dialog').getByRole('textbox').first().fill('Inès Moreau');
  await page.getByRole('dialog').getByRole('textbox').nth(1).fill('ines.moreau@example.com');
  await page.getByTestId('confirm-validate').click();
  const last = page.getByTestId('last-order');
  await expect(last.getByTestId('tickets-download')).toBeVisible({ timeout: 15_000 });
  return (await last.getByRole('link').getAttribute('href'))!.split('/').pop()!;
}
