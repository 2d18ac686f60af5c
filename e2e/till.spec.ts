import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { apiAs } from './support/box-office';
import { createAccount, signInAs, useLanguage } from './support/session';

// Each language with a seller of its own: the other specs sell in cash as the demo seller, in its open
// session (support/till.ts), which this spec must neither count nor close.
test.describe.configure({ mode: 'serial' });

const words = {
  fr: {
    till: 'Caisse',
    number: (amount: string) => `Nombre de ${amount}`,
    twenty: '20,00 €',
    float: /Total compté : 100,00 €/,
    open: 'Ouvrir la session',
    payOut: 'Sortie',
    amount: 'Montant (€)',
    reason: 'Motif',
    record: 'Enregistrer',
    close: 'Fermer la session',
    variance: /Espèces\s*87,50\s*€\s*87,00\s*€\s*[-−]0,50\s*€/,
    pdf: /Sorties\s+12,50 €/,
    pdfTitle: 'Rapport Z',
    report: 'Rapport Z (PDF)',
    notes: ['50,00 €', '20,00 €', '10,00 €', '5,00 €', '2,00 €'],
  },
  en: {
    till: 'Till',
    number: (amount: string) => `Number of ${amount}`,
    twenty: '€20.00',
    float: /Total counted: €100\.00/,
    open: 'Open the session',
    payOut: 'Pay-out',
    amount: 'Amount (€)',
    reason: 'Reason',
    record: 'Record',
    close: 'Close the session',
    variance: /Cash\s*€87\.50\s*€87\.00\s*[-−]€0\.50/,
    pdf: /Pay-outs\s+€12\.50/,
    pdfTitle: 'Z report',
    report: 'Z report (PDF)',
    notes: ['€50.00', '€20.00', '€10.00', '€5.00', '€2.00'],
  },
} as const;

/** An input of the count by its label (fr-FR amounts carry narrow no-break spaces). */
const countInput = (page: Page, scope: string, amount: string) =>
  page.getByTestId(`${scope}-${Math.round(Number(amount.replace(/[^\d,.]/g, '').replace(',', '.')) * 100)}`);

const screensDir = process.env.TILL_SCREENS_DIR;

for (const language of ['fr', 'en'] as const) {
  test(`${language}: opens a till with a float, pays out, closes with a variance and reads the Z report`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const w = words[language];
    const admin = await request.post('/api/auth/login', {
      data: { email: 'admin@encore.test', password: 'Encore-demo-2026' },
    });
    const adminToken = (await admin.json()).data.token as string;
    const tillName = `Guichet e2e ${language} ${Date.now()}`;
    await (await apiAs(request, adminToken)).post('/tills', { name: tillName });

    await useLanguage(page, language);
    const email = await createAccount(request, 'till-seller-1');
    const { token } = await signInAs(page, request, email, 'till-seller-1');
    await page.goto('/till');
    await expect(page.getByRole('heading', { level: 1, name: w.till })).toBeVisible();
    await page.getByTestId('till-select').click();
    await page.getByTestId('till-select').fill(tillName);
    await page.getByRole('option', { name: tillName }).click();
    await countInput(page, 'float', w.twenty).fill('5');
    await expect(page.getByTestId('float-total')).toHaveText(new RegExp(w.float.source.replace(/ /g, '\\s')));
    if (screensDir)
      await page.screenshot({ path: path.join(screensDir, `till-open-${language}.png`), fullPage: true });
    await page.getByRole('button', { name: w.open }).click();

    // A pay-out with its reason.
    await page.locator('label', { hasText: w.payOut }).click();
    await expect(page.getByRole('radio', { name: w.payOut })).toBeChecked();
    await page.getByLabel(w.amount).fill(language === 'fr' ? '12,5' : '12.5');
    await page.getByLabel(w.reason).fill('Ampoule');
    await page.getByRole('button', { name: w.record }).click();
    await expect(page.getByTestId('movements')).toContainText('Ampoule');
    expect(await seriousViolations(page)).toEqual([]);
    if (screensDir)
      await page.screenshot({ path: path.join(screensDir, `till-session-${language}.png`), fullPage: true });

    // Close with 87.00 € counted for 87.50 € expected.
    for (const note of w.notes) await countInput(page, 'closing', note).fill('1');
    await page.getByTestId('till-close').click();
    await page.getByTestId('till-close-confirm').click();
    const report = page.getByTestId('z-report');
    await expect(report).toBeVisible();
    await expect(report.getByTestId('balance-cash')).toHaveText(w.variance);
    expect(await seriousViolations(page)).toEqual([]);
    if (screensDir)
      await page.screenshot({ path: path.join(screensDir, `till-report-${language}.png`), fullPage: true });

    // The PDF the button opens, read back.
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: w.report }).click();
    await expect.poll(async () => (await popup).url()).toMatch(/^blob:/);
    const sessions = await request.get('/api/tills', { headers: { authorization: `Bearer ${token}` } });
    const till = ((await sessions.json()).data as { name: string; openSession: unknown }[]).find(
      (t) => t.name === tillName,
    );
    expect(till?.openSession).toBeNull();
    const current = await request.get('/api/till-sessions/current', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(current.status()).toBe(404);
    const pdfUrl = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .find((name) => name.includes('/report.pdf')),
    );
    expect(pdfUrl).toBeTruthy();
    const pdf = await request.get(pdfUrl!, { headers: { authorization: `Bearer ${token}` } });
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-z-'));
    try {
      fs.writeFileSync(path.join(dir, 'z.pdf'), await pdf.body());
      const text = execFileSync('pdftotext', ['-layout', path.join(dir, 'z.pdf'), '-'], { encoding: 'utf8' });
      expect(text).toContain(`${w.pdfTitle} – ${tillName}`);
      expect(text.replace(/[\u202f\u00a0]/g, ' ')).toMatch(w.pdf);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
}
