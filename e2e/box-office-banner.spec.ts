import { expect, test, type Page } from '@playwright/test';
import { addBestSeats, pickEvent } from './support/box-office';
import { printedAddresses, watchPrint } from './support/print';
import { showsSoldBySpec } from './support/shows-in-use';
import { signInWithTokens, useLanguage } from './support/session';

const words = {
  en: {
    show: showsSoldBySpec.counter[0],
    seats: /^Seats/,
    done: 'Order validated successfully',
    hide: 'Hide',
    emailed: 'Email kept in the outbox: no SMTP server is configured',
    orders: 'Orders',
    crashed: 'Something went wrong',
    nav: 'Main navigation',
    copyCode: /^Copy the code of ticket /,
    pdfOf: /^PDF of ticket /,
  },
  fr: {
    show: showsSoldBySpec.counter[1],
    seats: /^Places/,
    done: 'Commande validée avec succès',
    hide: 'Masquer',
    emailed: 'E-mail conservé dans la boîte d’envoi : aucun serveur SMTP n’est configuré',
    orders: 'Commandes',
    crashed: 'Un problème est survenu',
    nav: 'Navigation principale',
    copyCode: /^Copier le code du billet /,
    pdfOf: /^PDF du billet /,
  },
};

/**
 * One seat sold to a customer with an e-mail; returns the sale banner's order number. After `previous`, it
 * waits for the banner to name the new order (the first sale's toast may still be on screen).
 */
async function sellOne(page: Page, lang: keyof typeof words, previous?: string) {
  await addBestSeats(page, 1, words[lang].seats);
  await page.getByTestId('validate-button').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').first().fill('Inès Moreau');
  await dialog.getByRole('textbox').nth(1).fill('ines.moreau@example.com');
  await page.getByTestId('confirm-validate').click();
  await expect(page.getByText(words[lang].done).first()).toBeVisible();
  const banner = page.getByTestId('last-order');
  if (previous) await expect(banner.getByRole('link')).not.toHaveText(previous, { timeout: 15_000 });
  await expect(banner.getByTestId('tickets-download')).toBeVisible({ timeout: 15_000 });
  return (await banner.getByRole('link').textContent())!.trim();
}

for (const lang of ['en', 'fr'] as const) {
  test(`two sales in a row, then every button of the sale banner and a menu link, without a crash; the order shows its ticket's code and PDF (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const w = words[lang];
    // An effect returning scrollIntoView()'s Promise made React call it as a cleanup: TypeError, error page.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await watchPrint(page);
    await useLanguage(page, lang);
    await signInWithTokens(page, request, 'BOX_OFFICE');
    await page.goto('/box-office');
    await pickEvent(page, w.show);
    const first = await sellOne(page, lang);
    const second = await sellOne(page, lang, first);
    expect(second).not.toBe(first);
    const banner = page.getByTestId('last-order');
    await expect(banner.getByRole('link')).toHaveText(second);

    // A reload keeps the last sale's number and its tickets' buttons.
    await page.reload();
    await expect(banner.getByRole('link')).toHaveText(second, { timeout: 20_000 });
    await expect(banner.getByTestId('tickets-download')).toBeVisible();
    await banner.getByTestId('tickets-print').click();
    await expect.poll(() => printedAddresses(page).then((a) => a.length)).toBe(1);
    await banner.getByTestId('tickets-email').click();
    await expect(page.getByText(w.emailed).first()).toBeVisible();

    // The order number opens the order; back at the counter the banner is still there.
    await banner.getByRole('link', { name: second }).click();
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(second);
    // Its ticket: the code shown with a copy button, and its own PDF.
    const ticket = page.getByTestId('order-ticket');
    await expect(ticket).toHaveCount(1);
    const code = (await ticket.getByTestId('ticket-code').textContent())!;
    expect(code).toMatch(/^\S{6,}$/);
    await expect(ticket.getByRole('button', { name: w.copyCode })).toBeVisible();
    const download = page.waitForEvent('download');
    await ticket.getByRole('button', { name: w.pdfOf }).click();
    expect((await download).suggestedFilename()).toBe(`ticket-${second}-${code}.pdf`);
    await page.goBack();
    await expect(banner.getByRole('link')).toHaveText(second, { timeout: 20_000 });

    // A menu link leaves the counter with the banner shown.
    await page.getByRole('navigation', { name: w.nav }).getByRole('link', { name: w.orders }).click();
    await expect(page).toHaveURL(/\/order\/all$/);
    await page.goBack();
    await expect(banner).toBeVisible({ timeout: 20_000 });

    // "Hide" dismisses it, for good: a reload does not bring it back.
    await banner.getByRole('button', { name: w.hide }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByTestId('seat-map-canvas').or(page.getByTestId('ga-area').first())).toBeVisible({
      timeout: 20_000,
    });
    await expect(banner).toBeHidden();

    await expect(page.getByText(w.crashed)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}
