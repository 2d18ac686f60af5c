import { expect, test } from '@playwright/test';
import { signInWithTokens, useLanguage } from './support/session';
import { seriousViolations } from './support/axe';

// A 1x1 PNG: the server checks images by content and resizes them.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('catalogue', () => {
  test('an admin creates, searches, edits and deletes an artist with a photo (French)', async ({
    page,
    request,
  }) => {
    const stage = `Zaz Test ${Date.now()}`;
    await signInWithTokens(page, request, 'ADMIN');
    await page.goto('/artist');
    await expect(page).toHaveURL(/\/artist\/all$/);
    await page.getByRole('link', { name: 'Ajouter' }).click();
    await expect(page.getByRole('heading', { name: 'Nouvel artiste' })).toBeVisible();
    await page.getByLabel('Prénom').fill('Isabelle');
    await page.getByLabel('Nom de scène').fill(stage);
    await page.getByLabel('Biographie').fill('Chanteuse de jazz manouche.');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Fichier envoyé avec succès')).toBeVisible();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Enregistré avec succès').first()).toBeVisible();
    await expect(page).toHaveURL(/\/artist\/[0-9a-f-]{36}$/);

    await page.goto('/artist/all');
    await page.getByLabel('Rechercher').fill(stage);
    await expect(page.getByRole('link', { name: stage })).toBeVisible();
    await page.getByRole('link', { name: stage }).click();
    await page.getByLabel('Biographie').fill('Chanteuse et guitariste.');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Enregistré avec succès').first()).toBeVisible();

    await page.goto('/artist/all');
    await page.getByLabel('Rechercher').fill(stage);
    await page.getByRole('button', { name: `Supprimer ${stage}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Élément supprimé avec succès')).toBeVisible();
    await expect(page.getByRole('link', { name: stage })).toHaveCount(0);
  });

  test('a producer with an invalid SIRET is refused, then saved with a valid one (English)', async ({
    page,
    request,
  }) => {
    await useLanguage(page, 'en');
    await signInWithTokens(page, request, 'SHOW_MANAGER');
    await page.goto('/producer/add');
    await page.getByLabel(/^Company name/).fill(`Productions Test ${Date.now()}`);
    await page.getByLabel(/^SIRET/).fill('73282932000075');
    await page.getByLabel(/^Responsible name/).fill('Claire Dumas');
    await page.getByLabel(/^Responsible e-mail/).fill('claire@example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Invalid SIRET number')).toBeVisible();
    await expect(page).toHaveURL(/\/producer\/add$/);
    // The toast sits over the Save button and stays while hovered, as for a real user: move away.
    await page.mouse.move(10, 10);
    await expect(page.getByText('Invalid form. Please check all fields')).toBeHidden();
    await page.getByLabel(/^SIRET/).fill('73282932000074');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved with success').first()).toBeVisible();
    await expect(page).toHaveURL(/\/producer\/[0-9a-f-]{36}$/);
  });

  test('box office reads the catalogue without the buttons to change it', async ({ page, request }) => {
    await useLanguage(page, 'en');
    await signInWithTokens(page, request, 'BOX_OFFICE');
    await page.goto('/artist/all');
    await expect(page.getByRole('heading', { name: 'Artists' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  });
});

test.describe('catalogue accessibility', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${colorScheme} mode`, () => {
      test.use({ colorScheme });
      for (const path of [
        '/artist/all',
        '/artist/add',
        '/producer/all',
        '/producer/add',
        '/settings/sales-channel',
      ]) {
        test(`axe finds no serious violation on ${path}`, async ({ page, request }) => {
          await signInWithTokens(page, request, 'ADMIN');
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.getByText(/Chargement/)).toHaveCount(0);
          expect(await seriousViolations(page)).toEqual([]);
        });
      }
    });
  }
});
