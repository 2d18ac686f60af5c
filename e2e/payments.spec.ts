import { expect, test, type Page } from '@playwright/test';
import { pickEventOnly } from './support/box-office';
import { showsSoldBySpec } from './support/shows-in-use';
import { signInWithTokens, useLanguage } from './support/session';
import { ensureTillOpen } from './support/till';

const shots = '/work/notes/screens';

/** Issue 23 at the counter: cash with change, a split payment, an invitation, a ticket cancelled with a cash refund. */
for (const [lang, w] of Object.entries({
  en: {
    show: showsSoldBySpec.payments[0],
    seats: /^Seats/,
    name: 'Customer name',
    cash: 'Cash',
    free: 'Free',
    tendered: 'Cash tendered',
    change: /^Change due: /,
    split: 'Split the payment',
    amount: 'Amount',
    addLine: 'Add a payment',
    reason: 'Reason of the invitation',
    press: 'Press',
    needReason: 'Choose the reason of the invitation',
    done: 'Order validated successfully',
    refundOwed: /^To refund: /,
    refundedLabel: 'Refunded',
  },
  fr: {
    show: showsSoldBySpec.payments[1],
    seats: /^Places/,
    name: 'Nom du client',
    cash: 'Espèces',
    free: 'Gratuit',
    tendered: 'Espèces remises',
    change: /^Monnaie à rendre : /,
    split: 'Partager le paiement',
    amount: 'Montant',
    addLine: 'Ajouter un paiement',
    reason: 'Motif de l’invitation',
    press: 'Presse',
    needReason: 'Choisissez le motif de l’invitation',
    done: 'Commande validée avec succès',
    refundOwed: /^À rembourser : /,
    refundedLabel: 'Remboursé',
  },
})) {
  test(`sells for cash with change, splits a payment, invites, refunds a ticket in cash (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await useLanguage(page, lang);
    const { token } = await signInWithTokens(page, request, 'BOX_OFFICE');
    // Cash sold and refunded: in the seller's open till session (issue 23).
    await ensureTillOpen(request, token);
    await page.goto('/box-office');
    await pickEventOnly(page, w.show);
    // Rooms with seats and standing areas both show: the plan is what this journey sells from.
    await expect(page.getByTestId('seat-map-canvas')).toBeVisible({ timeout: 20_000 });
    const dialog = page.getByRole('dialog');
    const customer = async () => {
      await page.getByTestId('validate-button').click();
      await dialog.getByLabel(w.name).fill('Camille Martin');
      await dialog.getByLabel('E-mail', { exact: true }).fill('camille.martin@example.com');
    };
    const sold = async () => {
      await expect(page.getByText(w.done).first()).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('cart-item')).toHaveCount(0, { timeout: 20_000 });
    };

    // 1. Cash: what was tendered, the change shown.
    await addBestSeats(page, 2, w.seats);
    await customer();
    await dialog.getByText(w.cash, { exact: true }).click();
    await dialog.getByLabel(w.tendered).fill('500');
    await expect(page.getByTestId('change-due')).toHaveText(w.change);
    await shot(page, `pay-validate-cash-${lang}`);
    await page.getByTestId('confirm-validate').click();
    await sold();
    const cashOrder = (await page.getByTestId('last-order').getByRole('link').getAttribute('href'))!;

    // 2. A split payment: 20 on the first line, the rest on a second one.
    await addBestSeats(page, 2, w.seats);
    await customer();
    await page.getByTestId('split-payment').click();
    await dialog.getByLabel(w.amount, { exact: true }).first().fill('20');
    await dialog.getByRole('button', { name: w.addLine }).click();
    await expect(page.getByTestId('payment-line')).toHaveCount(2);
    await expect(page.getByTestId('left-to-split')).toContainText(/0[,.]00/);
    await shot(page, `pay-validate-split-${lang}`);
    await page.getByTestId('confirm-validate').click();
    await sold();

    // 3. An invitation needs its reason.
    await addBestSeats(page, 1, w.seats);
    await customer();
    await dialog.getByText(w.free, { exact: true }).click();
    await page.getByTestId('confirm-validate').click();
    await expect(dialog.getByText(w.needReason)).toBeVisible();
    await dialog.getByLabel(w.reason).click();
    await page.getByRole('option', { name: w.press }).click();
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(dialog.getByText(w.needReason)).toBeHidden();
    await shot(page, `pay-invitation-${lang}`);
    await page.getByTestId('confirm-validate').click();
    await sold();

    // 4. The cash order: a ticket cancelled, refunded in cash (its original method).
    await page.goto(cashOrder);
    await expect(page.getByTestId('order-paid')).toBeVisible();
    await page.getByTestId('cancel-item').first().click();
    await expect(page.getByTestId('refund-fields')).toContainText(w.refundOwed);
    await expect(page.getByTestId('refund-method')).toHaveValue(w.cash);
    await shot(page, `pay-refund-${lang}`);
    await page.getByTestId('cancel-item-confirm').click();
    await expect(page.getByTestId('order-refunds')).toBeVisible();
    await expect(page.getByTestId('order-refunded')).not.toHaveText(/^0/);
    await shot(page, `pay-order-${lang}`, true);
  });
}

/** "Best N seats" of the plan (the room's standing areas have a count field of their own), into the cart. */
async function addBestSeats(page: Page, count: number, seatsLabel: RegExp) {
  const field = page.getByRole('textbox', { name: seatsLabel }).first();
  await field.fill(String(count));
  await field.press('Enter');
  await expect(page.getByTestId('selection-count')).toContainText(String(count));
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-item')).toHaveCount(count, { timeout: 15_000 });
}

async function shot(page: Page, name: string, fullPage = false) {
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage });
}
