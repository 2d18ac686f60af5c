import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { signInWithTokens, useLanguage } from './support/session';

const words = {
  fr: {
    nav: 'Journal des ventes',
    verify: 'Vérifier maintenant',
    intact: 'Intègre',
    closings: 'Clôtures',
    month: 'Mois',
    entries: 'Entrées',
    verificationType: 'Vérification',
    grandTotal: /1\s234,50\s€/,
  },
  en: {
    nav: 'Sales journal',
    verify: 'Verify now',
    intact: 'Intact',
    closings: 'Closings',
    month: 'Month',
    entries: 'Entries',
    verificationType: 'Verification',
    grandTotal: /€1,234\.50/,
  },
} as const;

const methods = (cash: number, card: number) => ({
  cash: { paidCents: cash, refundedCents: 0 },
  card: { paidCents: card, refundedCents: 0 },
  cheque: { paidCents: 0, refundedCents: 0 },
  transfer: { paidCents: 0, refundedCents: 0 },
  voucher: { paidCents: 0, refundedCents: 0 },
});
/**
 * The server of this run started minutes ago: no business day of it has ended, so it has no closing yet
 * (they are made and checked against real sales by the API tests, journal-closings.test.ts). The filled
 * table's look and accessibility are tried on these, served in place of the empty list.
 */
const closings = [
  {
    sequence: 412,
    kind: 'month',
    period: '2026-11',
    from: '2026-11-01T03:00:00.000Z',
    to: '2026-12-01T03:00:00.000Z',
    fromSequence: 1,
    toSequence: 410,
    vat: [
      { rateBasisPoints: 550, baseCents: 85308, vatCents: 4692, totalCents: 90000 },
      { rateBasisPoints: 2000, baseCents: 27875, vatCents: 5575, totalCents: 33450 },
    ],
    salesCents: 128100,
    cancellationsCents: 4650,
    totalCents: 123450,
    byMethod: methods(23450, 100000),
    paidCents: 123450,
    refundedCents: 0,
    tickets: 41,
    cancelledTickets: 1,
    invitations: 4,
    previousGrandTotalCents: 0,
    grandTotalCents: 123450,
  },
  {
    sequence: 411,
    kind: 'day',
    period: '2026-11-30',
    from: '2026-11-30T03:00:00.000Z',
    to: '2026-12-01T03:00:00.000Z',
    fromSequence: 380,
    toSequence: 410,
    vat: [{ rateBasisPoints: 2000, baseCents: 4417, vatCents: 883, totalCents: 5300 }],
    salesCents: 5300,
    cancellationsCents: 0,
    totalCents: 5300,
    byMethod: methods(2000, 3300),
    paidCents: 5300,
    refundedCents: 0,
    tickets: 2,
    cancelledTickets: 0,
    invitations: 2,
    previousGrandTotalCents: 118150,
    grandTotalCents: 123450,
  },
];

async function openJournal(page: Page, language: 'fr' | 'en', scheme: 'light' | 'dark') {
  if (scheme === 'dark') await page.addInitScript(() => localStorage.setItem('color-scheme', 'dark'));
  await page.route('**/api/journal/closings?**', (route) =>
    route.fulfill({ json: { data: closings, meta: { page: 1, pageSize: 10, total: closings.length } } }),
  );
  await useLanguage(page, language);
}

const screensDir = process.env.JOURNAL_SCREENS_DIR;

for (const language of ['fr', 'en'] as const)
  for (const scheme of ['light', 'dark'] as const)
    test(`${language}, ${scheme}: an admin opens the journal from the menu, verifies it by keyboard and reads its closings`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const w = words[language];
      await openJournal(page, language, scheme);
      await signInWithTokens(page, request, 'ADMIN');
      await page.goto('/');
      await page.getByRole('link', { name: w.nav, exact: true }).click();
      await expect(page).toHaveURL(/\/journal$/);
      await expect(page.getByRole('heading', { level: 1, name: w.nav })).toBeVisible();
      // The entries, newest first (the other specs' sales on this server come before its start).
      const entries = page.getByRole('table', { name: w.entries });
      await expect(entries.getByRole('row').nth(1)).toBeVisible();

      // Verify now, by keyboard: the result is shown and recorded (a verification entry heads the list).
      await page.getByRole('button', { name: w.verify }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('journal-last-verification').getByText(w.intact)).toBeVisible();
      await expect(page.getByRole('button', { name: w.verify })).toBeEnabled();
      await expect(entries.getByText(w.verificationType, { exact: true }).first()).toBeVisible();

      // The closings, filtered by kind with the arrow keys.
      const table = page.getByRole('table', { name: w.closings });
      await expect(table.getByText(w.grandTotal).first()).toBeVisible();
      await page.getByRole('radio', { name: w.month }).focus();
      await page.keyboard.press('Space');
      await expect(page.getByRole('radio', { name: w.month })).toBeChecked();

      expect(await seriousViolations(page)).toEqual([]);
      if (screensDir)
        await page.screenshot({
          path: path.join(screensDir, `journal-${language}-${scheme}-desktop.png`),
          fullPage: true,
        });
      // On a phone too.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByRole('heading', { level: 1, name: w.nav })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      if (screensDir)
        await page.screenshot({
          path: path.join(screensDir, `journal-${language}-${scheme}-phone.png`),
          fullPage: true,
        });
    });

test('the journal is an admin screen: a seller has no menu entry and is sent away', async ({
  page,
  request,
}) => {
  await useLanguage(page, 'en');
  await signInWithTokens(page, request, 'BOX_OFFICE');
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sales journal', exact: true })).toHaveCount(0);
  await page.goto('/journal');
  await expect(page).toHaveURL(/\/not-authorized$/);
});
