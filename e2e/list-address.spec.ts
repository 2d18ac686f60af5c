import { expect, test } from '@playwright/test';
import { signInWithTokens, useLanguage } from './support/session';

/** Lists as people use them (issue 15, point 6): accents and case ignored, the list kept in the address. */
test('fr: "electre" finds Électre Tour; Back from the show returns to the same search and filter', async ({
  page,
  request,
}) => {
  await useLanguage(page, 'fr');
  await signInWithTokens(page, request, 'SHOW_MANAGER');
  await page.goto('/show/all');
  await page.getByRole('combobox', { name: 'Statut' }).click();
  await page.getByRole('option', { name: 'Publié' }).click();
  await page.getByRole('textbox', { name: 'Rechercher' }).fill('electre');
  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: 'Électre Tour', exact: true })).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(page).toHaveURL(/[?&]q=electre/);
  await expect(page).toHaveURL(/[?&]status=published/);

  await table.getByRole('link', { name: 'Électre Tour', exact: true }).click();
  await expect(page).toHaveURL(/\/show\/[0-9a-f-]{36}$/);
  await page.goBack();
  await expect(page.getByRole('textbox', { name: 'Rechercher' })).toHaveValue('electre');
  await expect(page.getByRole('combobox', { name: 'Statut' })).toHaveValue('Publié');
  await expect(table.getByRole('link', { name: 'Électre Tour', exact: true })).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(1);
});

test('en: "zoe" finds Zoé; the sort and the search survive a visit to the artist and a reload', async ({
  page,
  request,
}) => {
  await useLanguage(page, 'en');
  await signInWithTokens(page, request, 'ADMIN');
  await page.goto('/artist/all');
  await page.getByRole('textbox', { name: 'Search' }).fill('ZOE');
  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: 'Zoé Lambert' })).toBeVisible();
  await table.getByRole('button', { name: /^Name/ }).click();
  await expect(page).toHaveURL(/[?&]sort=-name/);
  await expect(page).toHaveURL(/[?&]q=ZOE/);

  await table.getByRole('link', { name: 'Zoé Lambert' }).click();
  await expect(page).toHaveURL(/\/artist\/[0-9a-f-]{36}$/);
  await page.goBack();
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('ZOE');
  await expect(table.getByRole('link', { name: 'Zoé Lambert' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('ZOE');
  await expect(table.getByRole('link', { name: 'Zoé Lambert' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]sort=-name/);
});
