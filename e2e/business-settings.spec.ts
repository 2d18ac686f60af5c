import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { signInWithTokens, useLanguage } from './support/session';

// Both languages change the one business row: one after the other.
test.describe.configure({ mode: 'default' });

const words = {
  fr: {
    nav: 'Entreprise',
    title: "Informations de l'entreprise",
    name: 'Raison sociale',
    vat: 'Numéro de TVA',
    save: 'Enregistrer',
    badVat: 'Numéro de TVA invalide',
    saved: "Informations de l'entreprise enregistrées",
  },
  en: {
    nav: 'Business',
    title: 'Business details',
    name: 'Legal name',
    vat: 'VAT number',
    save: 'Save',
    badVat: 'Invalid VAT number',
    saved: 'Business details saved',
  },
};

for (const lang of ['fr', 'en'] as const) {
  test(`an admin fills in the business's legal mentions from Settings, wrong numbers named (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const w = words[lang];
    await useLanguage(page, lang);
    await signInWithTokens(page, request, 'ADMIN');
    await page.goto('/');
    await page.getByRole('link', { name: w.nav, exact: true }).click();
    await expect(page).toHaveURL(/\/settings\/business$/);
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    // The demo start filled the mentions in.
    await expect(page.getByRole('textbox', { name: w.name })).not.toHaveValue('');
    expect(await seriousViolations(page)).toEqual([]);

    const legalName = `Théâtre des Lilas (${lang})`;
    await page.getByRole('textbox', { name: w.name }).fill(legalName);
    await page.getByRole('textbox', { name: w.vat }).fill('FR45732829320');
    await page.getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.badVat)).toBeVisible();

    await page.getByRole('textbox', { name: w.vat }).fill('fr 44 732 829 320');
    await page.getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.saved)).toBeVisible();
    await expect(page.getByRole('textbox', { name: w.vat })).toHaveValue('FR44732829320');
    await page.reload();
    await expect(page.getByRole('textbox', { name: w.name })).toHaveValue(legalName);
  });
}

test('the business screen is an admin screen: a seller is sent away and has no menu entry', async ({
  page,
  request,
}) => {
  await useLanguage(page, 'en');
  await signInWithTokens(page, request, 'BOX_OFFICE');
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Business', exact: true })).toHaveCount(0);
  await page.goto('/settings/business');
  await expect(page).toHaveURL(/\/not-authorized$/);
});
