import { expect, test } from '@playwright/test';
import { addBestSeats, pickEvent } from './support/box-office';
import { showsSoldBySpec } from './support/shows-in-use';
import { signInWithTokens, useLanguage } from './support/session';

const words = {
  en: {
    show: showsSoldBySpec.counter[2],
    seats: /^Seats/,
    picker: 'Event',
    levelOf: /^Price level of/,
    abandonTitle: 'Abandon this cart?',
    keep: 'Keep the cart',
    confirm: 'Abandon the cart',
    abandon: 'Abandon',
    abandoned: 'Cart abandoned',
  },
  fr: {
    show: showsSoldBySpec.counter[3],
    seats: /^Places/,
    picker: 'Représentation',
    levelOf: /^Tarif de/,
    abandonTitle: 'Abandonner ce panier ?',
    keep: 'Garder le panier',
    confirm: 'Abandonner le panier',
    abandon: 'Abandonner',
    abandoned: 'Panier abandonné',
  },
};

for (const lang of ['en', 'fr'] as const) {
  test(`the counter's keys work from the seat count, C reaches a price level, Abandon asks first (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const w = words[lang];
    await useLanguage(page, lang);
    await signInWithTokens(page, request, 'BOX_OFFICE');
    await page.goto('/box-office');
    await pickEvent(page, w.show);
    const count = page.getByRole('textbox', { name: w.seats });
    // After a pick the focus is in the seat count: E and Esc still work there.
    await expect(count).toBeFocused({ timeout: 20_000 });
    await count.fill('2');
    await count.press('Enter');
    await expect(page.getByTestId('selection-count')).toContainText('2');
    await count.focus();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('selection-count')).toContainText('0');
    await expect(count).toHaveValue('2');
    await page.keyboard.press('e');
    await expect(page.getByRole('combobox', { name: w.picker })).toBeFocused();
    await expect(count).toHaveValue('2');

    await addBestSeats(page, 2, w.seats);
    // C: the first ticket's price level, not its delete button (Enter there deleted a ticket).
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('c');
    await expect(page.getByRole('combobox', { name: w.levelOf }).first()).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('cart-item')).toHaveCount(2);

    // "Abandon" asks; keeping the cart keeps it, confirming releases it.
    await page.getByTestId('abandon-button').click();
    const dialog = page.getByRole('dialog', { name: w.abandonTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: w.keep }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('cart-item')).toHaveCount(2);
    await page.getByTestId('abandon-button').click();
    await dialog.getByRole('button', { name: w.confirm }).click();
    await expect(page.getByText(w.abandoned).first()).toBeVisible();
    await expect(page.getByTestId('cart-item')).toHaveCount(0);
  });
}
