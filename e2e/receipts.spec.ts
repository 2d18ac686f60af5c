import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import type { OrderDetail } from '@encore/shared/orders/order.schema';
import { apiAs, sellAtCounter } from './support/box-office';
import { printedAddresses, readPrinted, watchPrint } from './support/print';
import { signInWithTokens, useLanguage } from './support/session';
import { showsSoldBySpec } from './support/shows-in-use';

const texts = {
  en: {
    seats: /^Seats$/,
    receipt: 'Receipt',
    roll: '80 mm ticket',
    a4: 'A4 page',
    title: 'Receipt',
    sibil: 'Download (CSV)',
    sibilHeader:
      /^\ufeffShow,Venue,Postal code,City,Date,Time,Paid tickets,Free tickets,Revenue incl\. VAT \(EUR\)\r\n/,
    statement: /^Box-office statement of/,
    csv: 'Statement (CSV)',
  },
  fr: {
    seats: /^Places$/,
    receipt: 'Reçu',
    roll: 'Ticket 80 mm',
    a4: 'Page A4',
    title: 'Ticket de caisse',
    sibil: 'Télécharger (CSV)',
    sibilHeader:
      /^\ufeffSpectacle;Lieu;Code postal;Ville;Date;Heure;Billets payants;Billets gratuits;Recette TTC \(EUR\)\r\n/,
    statement: /^Bordereau de recettes du/,
    csv: 'Bordereau (CSV)',
  },
} as const;
const show = showsSoldBySpec.receipts[0];

// One demo seller after the best seats of one show: the languages run one after the other.
test.describe.configure({ mode: 'serial' });

for (const lang of ['en', 'fr'] as const) {
  const t = texts[lang];
  test(`prints a receipt after a sale, then a DUPLICATA from the order page (${lang})`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const context = await browser.newContext();
    const page = await context.newPage();
    await useLanguage(page, lang);
    await watchPrint(page);
    const { token } = await signInWithTokens(page, request, 'BOX_OFFICE');
    const api = await apiAs(request, token);
    const orderId = await sellAtCounter(page, show, 1, t.seats);
    const order = await api.get<OrderDetail>(`/orders/${orderId}`);

    // At the counter, beside the tickets' buttons: the original, on an 80 mm roll.
    await page.getByTestId('last-order').getByRole('button', { name: t.receipt }).click();
    await page.getByRole('menuitem', { name: t.roll }).click();
    await expect.poll(() => printedAddresses(page), { timeout: 15_000 }).toHaveLength(1);
    const original = await readPrinted(page, (await printedAddresses(page))[0]!);
    expect(original.text).toContain(t.title);
    expect(original.text).toContain(order.number);
    expect(original.text).not.toContain('DUPLICATA');
    await page.screenshot({ path: testInfo.outputPath(`receipt-counter-${lang}.png`) });

    // From the order page, on A4, by keyboard: a duplicate, numbered.
    await page.goto(`/order/${orderId}`);
    const button = page.getByRole('button', { name: t.receipt });
    await button.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: t.a4 }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => printedAddresses(page), { timeout: 15_000 }).toHaveLength(1);
    const copy = await readPrinted(page, (await printedAddresses(page))[0]!);
    expect(copy.text).toContain('DUPLICATA');
    expect(copy.text).toContain(order.number);
    await button.click();
    await page.screenshot({ path: testInfo.outputPath(`receipt-order-${lang}.png`) });
    await context.close();
  });

  test(`downloads the SIBIL return and an event's statement (${lang})`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const context = await browser.newContext();
    const page = await context.newPage();
    await useLanguage(page, lang);
    const { token } = await signInWithTokens(page, request, 'ADMIN');
    const api = await apiAs(request, token);

    await page.goto('/settings/analytics');
    const [sibil] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t.sibil }).click(),
    ]);
    expect(sibil.suggestedFilename()).toMatch(/^sibil-\d{4}-Q[1-4]\.csv$/);
    expect(fs.readFileSync((await sibil.path())!, 'utf8')).toMatch(t.sibilHeader);
    await page.getByTestId('sibil-download').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`receipt-sibil-${lang}.png`), fullPage: true });

    const [found] = await api.get<{ id: string }[]>(`/shows?search=${encodeURIComponent(show)}`);
    await page.goto(`/show/${found!.id}/events`);
    await page.getByRole('button', { name: t.statement }).first().click();
    await page.screenshot({ path: testInfo.outputPath(`receipt-statement-${lang}.png`) });
    const [statement] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: t.csv }).click(),
    ]);
    const csv = fs.readFileSync((await statement.path())!, 'utf8');
    expect(csv).toContain(show);
    expect(csv).toMatch(/\r\ntickets[;,]/);
    await context.close();
  });
}
