import { expect, test } from '@playwright/test';
import { addBestSeats, pickEvent, pickEventOnly } from './support/box-office';
import { seriousViolations } from './support/axe';
import { showsSoldBySpec } from './support/shows-in-use';
import { signInWithTokens, useLanguage } from './support/session';
import { ensureTillOpen } from './support/till';

test.describe('box office', () => {
  test('a seller sells three theatre seats at two price levels and finds the order (English)', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await useLanguage(page, 'en');
    const { token } = await signInWithTokens(page, request, 'BOX_OFFICE');
    // It sells in cash: in the seller's open till session (issue 23).
    await ensureTillOpen(request, token);
    await page.goto('/box-office');
    // The counter's flow from the keyboard: E, the show's name, the first event, how many seats, Enter...
    await expect(page.getByRole('heading', { name: 'Box office' })).toBeVisible();
    await page.keyboard.press('e');
    await page.keyboard.type('Le Misanthrope');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const count = page.getByRole('textbox', { name: /^Seats/ });
    await expect(count).toBeFocused({ timeout: 20_000 });
    await count.fill('3');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('selection-count')).toHaveText('3 seats selected');
    await expect(page.getByTestId('add-to-cart')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cart-item')).toHaveCount(3, { timeout: 15_000 });
    await expect(page.getByTestId('validate-button')).toBeFocused();

    const total = page.getByTestId('cart-total');
    const before = await total.textContent();
    // The first ticket at the reduced price: the totals follow.
    await page.getByTestId('cart-item-level').first().click();
    await page.getByRole('option', { name: /^Réduit/ }).click();
    await expect(total).not.toHaveText(before!);
    await expect(page.getByTestId('cart-item-level').first()).toHaveValue(/^Réduit/);

    await page.getByTestId('validate-button').click();
    await expect(page.getByLabel('Customer name')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('customer-problem')).toHaveText(
      'Please provide customer information to validate the order',
    );
    await page.keyboard.type('Camille Martin');
    await page.keyboard.press('Tab');
    await page.keyboard.type('camille.martin@example.com');
    await page.getByRole('dialog').getByText('Cash', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Cash' })).toBeChecked();
    await page.getByTestId('confirm-validate').click();
    await expect(page.getByText('Order validated successfully')).toBeVisible();
    // Straight to the next sale: an empty cart, the seat count ready, the order's number at hand.
    await expect(page.getByTestId('cart-item')).toHaveCount(0);
    await expect(count).toBeFocused();
    const number = (await page.getByTestId('last-order').getByRole('link').textContent())!.trim();

    await page.goto('/order/all');
    await page.getByLabel('Search').fill(number);
    const row = page.getByRole('row', { name: new RegExp(number) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Camille Martin');
    await expect(row).toContainText('Confirmed');
  });

  for (const [lang, words] of Object.entries({
    en: {
      show: showsSoldBySpec.boxOffice[4],
      seats: /^Seats/,
      name: 'Customer name',
      email: 'E-mail',
      invalid: 'Invalid email',
      done: 'Order validated successfully',
      methods: ['Cash', 'Card', 'Cheque', 'Transfer', 'Free'],
      width: 1280,
    },
    fr: {
      show: showsSoldBySpec.boxOffice[5],
      seats: /^Places/,
      name: 'Nom du client',
      email: 'E-mail',
      invalid: 'E-mail invalide',
      done: 'Commande validée avec succès',
      methods: ['Espèces', 'Carte', 'Chèque', 'Virement', 'Gratuit'],
      // On a phone: the five payment methods side by side ran past the dialog's edge.
      width: 390,
    },
  })) {
    test(`a malformed e-mail is said under its field, not as a form-wide failure (${lang})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      await useLanguage(page, lang);
      await signInWithTokens(page, request, 'BOX_OFFICE');
      await page.goto('/box-office');
      await pickEvent(page, words.show);
      await addBestSeats(page, 1, words.seats);
      await page.setViewportSize({ width: words.width, height: 844 });
      await page.getByTestId('validate-button').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(words.name).fill('Camille Martin');
      // Every payment method within the dialog, so the seller sees and reaches it.
      const box = (await dialog
        .getByRole('radiogroup')
        .or(dialog.locator('.mantine-SegmentedControl-root'))
        .first()
        .boundingBox())!;
      const frame = (await page.locator('.mantine-Modal-content').boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
      for (const method of words.methods) {
        const option = (await dialog.getByText(method, { exact: true }).boundingBox())!;
        expect(option.x + option.width).toBeLessThanOrEqual(frame.x + frame.width);
      }
      const email = dialog.getByLabel(words.email, { exact: true });
      await email.fill('camille.martin@');
      await page.getByTestId('confirm-validate').click();
      await expect(dialog.getByText(words.invalid, { exact: true })).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('cart-item')).toHaveCount(1);
      await email.fill('camille.martin@example.com');
      await page.getByTestId('confirm-validate').click();
      await expect(page.getByText(words.done)).toBeVisible();
      await expect(page.getByTestId('cart-item')).toHaveCount(0);
    });
  }

  for (const [lang, failures] of Object.entries({
    en: ['Failed to load sales channels', 'Failed to load categories'],
    fr: ['Échec du chargement des canaux de vente', 'Échec du chargement des catégories'],
  })) {
    test(`says which of the event's data failed to load (${lang})`, async ({ page, request }) => {
      await useLanguage(page, lang);
      await signInWithTokens(page, request, 'BOX_OFFICE');
      await page.route('**/api/sales-channels?**', (route) => route.fulfill({ status: 500, body: '{}' }));
      await page.goto('/box-office');
      // Only picking: nothing is sold, so any show will do.
      await pickEventOnly(page, 'Antigone');
      await expect(page.getByTestId('setup-failure')).toHaveText(failures[0]!);
      await page.unroute('**/api/sales-channels?**');
      await page.route('**/api/pricings/*/seat-categories', (route) =>
        route.fulfill({ status: 500, body: '{}' }),
      );
      await page.reload();
      await expect(page.getByTestId('setup-failure')).toHaveText(failures[1]!);
    });
  }

  test('a second seller sees the first one’s seats turn held within a second (French)', async ({
    browser,
    request,
  }) => {
    test.setTimeout(60_000);
    const sellers = await Promise.all([browser.newContext(), browser.newContext()]);
    const [first, second] = await Promise.all(sellers.map((c) => c.newPage()));
    for (const page of [first!, second!]) {
      await signInWithTokens(page, request, 'BOX_OFFICE');
      await page.goto('/box-office');
      await pickEvent(page, 'Cyrano de Bergerac');
    }
    // Both ask for the same best seats; the first puts them in its cart.
    for (const page of [first!, second!]) {
      await page.getByRole('textbox', { name: /^Places/ }).fill('2');
      await page.getByRole('button', { name: 'Trouver les meilleures places' }).click();
      await expect(page.getByTestId('selection-count')).toHaveText('2 places sélectionnées');
    }
    await first!.getByTestId('add-to-cart').click();
    await expect(first!.getByTestId('cart-item')).toHaveCount(2);
    // The second seller's selection loses them as the stream says they are held: it cannot take them.
    await expect(second!.getByTestId('selection-count')).toHaveText('0 place sélectionnée', {
      timeout: 1_000,
    });
    await expect(second!.getByTestId('add-to-cart')).toBeDisabled();
    // Its "best seats" now finds others, which it does get.
    await second!.getByRole('button', { name: 'Trouver les meilleures places' }).click();
    await second!.getByTestId('add-to-cart').click();
    await expect(second!.getByTestId('cart-item')).toHaveCount(2);
    const seatsOf = async (page: typeof first) =>
      (await page!.getByTestId('cart-item').allTextContents()).map((t) => t.split('€')[0]);
    const mine = await seatsOf(first);
    for (const seat of await seatsOf(second)) expect(mine).not.toContain(seat);
    await Promise.all(sellers.map((c) => c.close()));
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`axe finds no serious violation on the box office (${scheme})`, async ({ browser, request }) => {
      test.setTimeout(60_000);
      const context = await browser.newContext({ colorScheme: scheme });
      const page = await context.newPage();
      await signInWithTokens(page, request, 'BOX_OFFICE');
      await page.goto('/box-office');
      await pickEvent(page, scheme === 'light' ? 'Ruy Blas' : 'Mademoiselle Julie');
      await addBestSeats(page, 2, /^Places/);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
