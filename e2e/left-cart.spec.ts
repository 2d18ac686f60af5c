import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { addBestSeats, pickEventOnly } from './support/box-office';
import { createAccount, signInAs, useLanguage } from './support/session';
import { showsSoldBySpec } from './support/shows-in-use';

const password = 'Left-cart-2026!';
const show = showsSoldBySpec.leftCart[0];
const words = {
  fr: {
    seats: /^Places$/,
    resume: 'Reprendre dans la billetterie',
    release: 'Libérer les places',
    abandoned: 'Abandonnée',
    takeOver: 'Reprendre ce panier',
    confirmTakeOver: 'Reprendre le panier',
    takenOver: 'Panier repris à Inès Morel',
  },
  en: {
    seats: /^Seats$/,
    resume: 'Resume in the box office',
    release: 'Release the seats',
    abandoned: 'Abandoned',
    takeOver: 'Take over this cart',
    confirmTakeOver: 'Take over the cart',
    takenOver: 'Cart taken over from Inès Morel',
  },
} as const;

// The two languages' tests pick the same best seats of the show's next event: one after the other.
test.describe.configure({ mode: 'serial' });

/** A new seller's page in its own browser context (its own tab's box office), signed in, in `lang`. */
async function sellerPage(browser: Browser, request: APIRequestContext, lang: string, email?: string) {
  const account = email ?? (await createAccount(request, password));
  const page = await (await browser.newContext()).newPage();
  await useLanguage(page, lang);
  await signInAs(page, request, account, password);
  return { page, email: account };
}

/** Two seats in a cart at the counter, left there; the cart's id. */
async function leaveCart(page: Page, seats: RegExp) {
  await page.goto('/box-office');
  await pickEventOnly(page, show);
  // An arena: its plan (20,000 seats) beside a standing area.
  await expect(page.getByTestId('seat-map-canvas')).toBeVisible({ timeout: 30_000 });
  await addBestSeats(page, 2, seats);
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('encore.box-office')!).cartId as string);
}

for (const lang of ['fr', 'en'] as const) {
  const w = words[lang];
  test(`its seller resumes a cart left in a closed tab, or releases its seats (${lang})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const first = await sellerPage(browser, request, lang);
    const cartId = await leaveCart(first.page, w.seats);
    await first.page.context().close();
    // Another tab of the same seller: the order page offers to resume the cart or to release its seats.
    const { page } = await sellerPage(browser, request, lang, first.email);
    await page.goto(`/order/${cartId}`);
    await expect(page.getByRole('button', { name: w.takeOver })).toHaveCount(0);
    await page.getByRole('link', { name: w.resume }).click();
    // The box office takes the cart from the address, then drops it: two requests, slow on a loaded CI machine.
    await expect(page).toHaveURL(/\/box-office$/, { timeout: 15_000 });
    await expect(page.getByTestId('cart-item')).toHaveCount(2, { timeout: 15_000 });
    await page.goto(`/order/${cartId}`);
    await page.getByRole('button', { name: w.release }).click();
    await page.getByRole('dialog').getByRole('button', { name: w.release }).click();
    await expect(page.getByText(w.abandoned, { exact: true }).first()).toBeVisible();
    await page.context().close();
  });

  test(`another seller takes a left cart over from its order page (${lang})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const first = await sellerPage(browser, request, lang);
    const cartId = await leaveCart(first.page, w.seats);
    const { page } = await sellerPage(browser, request, lang);
    await page.goto(`/order/${cartId}`);
    await expect(page.getByRole('button', { name: w.release })).toHaveCount(0);
    await page.getByRole('button', { name: w.takeOver }).click();
    await page.getByRole('dialog').getByRole('button', { name: w.confirmTakeOver }).click();
    // The box office takes the cart from the address, then drops it: two requests, slow on a loaded CI machine.
    await expect(page).toHaveURL(/\/box-office$/, { timeout: 15_000 });
    await expect(page.getByTestId('cart-item')).toHaveCount(2, { timeout: 15_000 });
    await page.goto(`/order/${cartId}`);
    await expect(page.getByText(w.takenOver)).toBeVisible();
    // The first seller's counter lets the cart go; releasing it is the new seller's.
    await page.getByRole('button', { name: w.release }).click();
    await page.getByRole('dialog').getByRole('button', { name: w.release }).click();
    await expect(page.getByText(w.abandoned, { exact: true }).first()).toBeVisible();
    await first.page.context().close();
    await page.context().close();
  });
}
