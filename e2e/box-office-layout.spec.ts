import { expect, test, type Locator, type Page } from '@playwright/test';
import { addBestSeats, pickEventOnly } from './support/box-office';
import { showsSoldBySpec } from './support/shows-in-use';
import { signInWithTokens, useLanguage } from './support/session';

// One show for every case: they hold its best seats one after the other.
test.describe.configure({ mode: 'serial' });

const words = {
  en: {
    seats: /^Seats$/,
    confirm: 'Abandon the cart',
    abandoned: 'Cart abandoned: its seats are on sale again',
  },
  fr: {
    seats: /^Places$/,
    confirm: 'Abandonner le panier',
    abandoned: 'Panier abandonné : ses places sont de nouveau en vente',
  },
};

const overlap = async (a: Locator, b: Locator) => {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
};

/** The element lies inside the window (what the seller sees without scrolling). */
async function onScreen(page: Page, element: Locator) {
  const box = (await element.boundingBox())!;
  const { height, width } = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

for (const [lang, width, height] of [
  ['en', 1440, 1200],
  ['fr', 390, 844],
  ['fr', 1440, 1200],
  ['en', 390, 844],
] as const) {
  test(`a toast never covers "Add to cart"; on a phone the total and Validate stay on screen (${lang}, ${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const w = words[lang];
    await page.setViewportSize({ width, height });
    await useLanguage(page, lang);
    await signInWithTokens(page, request, 'BOX_OFFICE');
    await page.goto('/box-office');
    await pickEventOnly(page, showsSoldBySpec.boxOfficeLayout[0]);
    await expect(page.getByTestId('seat-map-canvas')).toBeVisible({ timeout: 20_000 });
    // Nothing held yet: no bar of 0,00 € and a disabled Validate over the map (cart-bar.tsx).
    if (width < 1200) await expect(page.getByTestId('cart-bar')).toHaveCount(0);
    await addBestSeats(page, 2, w.seats);
    const add = page.getByTestId('add-to-cart');
    if (width < 1200) {
      // The map on screen, the cart far below it: its total and Validate are still there to press.
      await add.scrollIntoViewIfNeeded();
      await onScreen(page, page.getByTestId('cart-bar-total'));
      await onScreen(page, page.getByTestId('validate-button'));
      await expect(page.getByTestId('validate-button')).toBeEnabled();
      await page.evaluate(() => window.scrollTo(0, 0));
      await onScreen(page, page.getByTestId('validate-button'));
    }
    // A toast (the cart abandoned) lands off "Add to cart" and off the cart's bar. At 1440 x 1200 "Add to
    // cart" ends the map's panel at the bottom of the screen, under the bottom right corner's toasts.
    await page.getByTestId('abandon-button').click();
    await page.getByRole('dialog').getByRole('button', { name: w.confirm }).click();
    const toast = page.getByRole('alert').filter({ hasText: w.abandoned });
    await expect(toast).toBeVisible();
    // Toasts choose their place when they appear, from where both are on screen at that moment.
    expect(await overlap(toast, add)).toBe(false);
    // The abandoned cart is empty: its bar is gone with it (cart-bar.tsx), nothing left for a toast to cover.
    if (width < 1200) await expect(page.getByTestId('cart-bar')).toHaveCount(0);
  });
}
