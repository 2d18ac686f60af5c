import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { addBestSeats, pickEvent } from './support/box-office';
import { createAccount, signInAs, signInWithTokens, useLanguage } from './support/session';
import { showsSoldBySpec } from './support/shows-in-use';
import { ensureTillOpen } from './support/till';

const texts = {
  fr: {
    title: 'Statistiques',
    byChannel: 'Par canal',
    show: 'Spectacle',
    exportTable: 'Exporter ce tableau (CSV)',
    exportItems: 'Exporter les billets vendus (CSV)',
    header: /^\ufeffCanal de vente;Billets;Recettes TTC \(EUR\);/,
    itemsHeader: /^\ufeffJour;Mouvement;Commande;/,
    amount: /;\d+,\d\d;/,
  },
  en: {
    title: 'Analytics',
    byChannel: 'By channel',
    show: 'Show',
    exportTable: 'Export this table (CSV)',
    exportItems: 'Export the order items (CSV)',
    header: /^\ufeffSales channel,Tickets,Revenue incl\. VAT \(EUR\),/,
    itemsHeader: /^\ufeffDay,Movement,Order,/,
    amount: /,\d+\.\d\d,/,
  },
} as const;

async function downloaded(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  // From the server with a download token, not a Blob: the browser streams the file to disk.
  expect(download.url()).toMatch(/\/api\/analytics\/[a-z-]+\.csv\?.*token=/);
  return fs.readFileSync((await download.path())!, 'utf8');
}

for (const language of ['fr', 'en'] as const) {
  const l = texts[language];
  test(`${language}: analytics filters live in the address, and each table downloads as the language's CSV`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await useLanguage(page, language);
    await signInWithTokens(page, request, 'SHOW_MANAGER');
    await page.goto('/settings/analytics');
    await expect(page.getByRole('heading', { name: l.title, level: 1 })).toBeVisible();
    // The demo's last 30 days of sales, by show.
    const table = page.getByRole('table');
    await expect(table.getByRole('row').nth(1)).toBeVisible();

    await page.getByRole('tab', { name: l.byChannel }).click();
    await expect(page).toHaveURL(/view=channel/);
    // The address changes before the screen follows it: the export is the selected tab's once it shows.
    await expect(page.getByRole('tab', { name: l.byChannel })).toHaveAttribute('aria-selected', 'true');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const csv = await downloaded(page, l.exportTable);
    expect(csv).toMatch(l.header);
    expect(csv.trimEnd().split('\r\n').at(-1)).toMatch(/^Total/);
    expect(csv).toMatch(l.amount);

    // One show: the address says it, a reload keeps it.
    await page.getByRole('combobox', { name: l.show }).click();
    await page.getByRole('option', { name: 'Le Misanthrope' }).click();
    await expect(page).toHaveURL(/showId=/);
    await page.reload();
    await expect(page.getByRole('combobox', { name: l.show })).toHaveValue('Le Misanthrope');
    await expect(page.getByRole('tab', { name: l.byChannel })).toHaveAttribute('aria-selected', 'true');
    const items = await downloaded(page, l.exportItems);
    expect(items).toMatch(l.itemsHeader);
    for (const line of items.trimEnd().split('\r\n').slice(1)) expect(line).toContain('Le Misanthrope');
  });
}

for (const [language, vatTab] of [
  ['fr', 'Par taux de TVA'],
  ['en', 'By VAT rate'],
] as const) {
  test(`${language}: on a phone, the tab a shared link selects is in sight`, async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useLanguage(page, language);
    await signInWithTokens(page, request, 'SHOW_MANAGER');
    // The last tab: on a phone the tab list scrolls sideways and starts at the first one.
    await page.goto('/settings/analytics?view=vatRate');
    const tab = page.getByRole('tab', { name: vatTab });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tab).toBeInViewport({ ratio: 1 });
  });
}

for (const language of ['fr', 'en'] as const)
  test(`${language}: the range's totals stay inside their cards at 1280 px`, async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await useLanguage(page, language);
    await signInWithTokens(page, request, 'SHOW_MANAGER');
    await page.goto('/settings/analytics');
    const cancelled = page.getByTestId('summary-cancelled');
    await expect(cancelled).toContainText('·');
    // "173 · 6 199,00 €" ran out of its card in French before the count and the amount could wrap apart.
    const overflows = await page
      .locator('[data-testid^="summary-"]')
      .evaluateAll((figures) =>
        figures
          .filter((f) => f.parentElement!.scrollWidth > f.parentElement!.clientWidth)
          .map((f) => f.textContent),
      );
    expect(overflows).toEqual([]);
  });

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds no serious violation on analytics (${colorScheme})`, async ({ page, request }) => {
    await page.addInitScript((scheme) => localStorage.setItem('color-scheme', scheme), colorScheme);
    await signInWithTokens(page, request, 'PRODUCER');
    await page.goto('/settings/analytics?view=day');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('img', { name: 'Recettes par jour' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('fr: a sale at the box office moves the seller’s own figures on the dashboard', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // A seller of its own: other specs sell and cancel as the demo seller in parallel, moving its figures.
  const email = await createAccount(request, 'seller-pass1');
  const { token } = await signInAs(page, request, email, 'seller-pass1');
  // It sells in cash: in its open till session (issue 23).
  await ensureTillOpen(request, token);
  const mine = page.getByRole('link', { name: /Mes ventes du jour/ });
  const ticketsIn = async () => Number((await mine.textContent())!.match(/(\d+)\s*billet/)?.[1] ?? NaN);
  await page.goto('/');
  await expect(mine).toBeVisible();
  expect(await ticketsIn()).toBe(0);

  await page.goto('/box-office');
  await pickEvent(page, showsSoldBySpec.analytics[0]);
  await addBestSeats(page, 2, /^Places$/);
  await page.getByTestId('validate-button').click();
  await page.getByLabel('Nom du client').fill('Analytics Test');
  await page.keyboard.press('Tab');
  await page.keyboard.type('analytics.test@example.com');
  await page.getByRole('dialog').getByText('Espèces', { exact: true }).click();
  await page.getByTestId('confirm-validate').click();
  await expect(page.getByText('Commande validée avec succès')).toBeVisible();

  await page.goto('/');
  await expect.poll(ticketsIn).toBe(2);
});
