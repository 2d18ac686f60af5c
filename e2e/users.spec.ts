import { expect, test } from '@playwright/test';
import { demoAccounts, signInWithTokens, useLanguage } from './support/session';
import { seriousViolations } from './support/axe';

test.describe('users', () => {
  test('a signed-up account is found deactivated, activated with a role, and can then sign in (English)', async ({
    page,
    browser,
  }) => {
    // A long journey on a CPU shared with other runs: three times the usual time.
    test.slow();
    const email = `signup-${Date.now()}@example.com`;
    await useLanguage(page, 'en');
    await page.goto('/auth/signup');
    await page.getByLabel('First name').fill('Margaux');
    await page.getByLabel('Last name').fill('Vidal');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('long-enough');
    await page.getByLabel('Confirm password').fill('long-enough');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page.getByRole('heading', { name: 'Account created' })).toBeVisible();

    const context = await browser.newContext();
    const admin = await context.newPage();
    await useLanguage(admin, 'en');
    await signInWithTokens(admin, context.request, 'SUPER_ADMIN');
    await admin.goto('/user');
    await expect(admin).toHaveURL(/\/user\/all$/);
    await admin.getByLabel('Status').selectOption('deactivated');
    await admin.getByLabel('Search').fill('margaux');
    const row = admin.getByRole('row', { name: /Margaux Vidal/ });
    await expect(row).toContainText('Deactivated');
    await expect(row).toContainText('No role yet');
    await row.getByRole('link', { name: 'Margaux Vidal' }).click();
    await expect(admin.getByRole('heading', { name: 'Margaux Vidal' })).toBeVisible();
    await admin.getByLabel('Role').selectOption('BOX_OFFICE');
    await admin.getByRole('switch', { name: 'Account activated' }).check();
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText('Saved with success').first()).toBeVisible();

    await admin.goto('/user/all');
    await admin.getByLabel('Status').selectOption('activated');
    await admin.getByLabel('Search').fill('margaux');
    await expect(admin.getByRole('row', { name: /Margaux Vidal/ })).toContainText('Box office');
    await context.close();

    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('long-enough');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('user-menu')).toContainText('Margaux');
  });

  test('a super admin creates, searches, edits and deletes a user (French)', async ({ page, request }) => {
    // A long journey on a CPU shared with other runs: three times the usual time.
    test.slow();
    const stamp = Date.now();
    const lastName = `Testeur${stamp}`;
    await signInWithTokens(page, request, 'SUPER_ADMIN');
    await page.goto('/user/all');
    await page.getByRole('link', { name: 'Ajouter' }).click();
    await expect(page.getByRole('heading', { name: 'Nouvel utilisateur' })).toBeVisible();
    await page.getByLabel(/^Prénom/).fill('Noémie');
    await page.getByLabel(/^Nom de famille/).fill(lastName);
    await page.getByLabel(/^E-mail/).fill(demoAccounts.ADMIN);
    await page.getByLabel('Rôle').selectOption('SHOW_MANAGER');
    await page.getByLabel(/^Mot de passe/).fill('secret1');
    await page.getByLabel(/^Confirmer le mot de passe/).fill('secret2');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();

    await page.getByLabel(/^Confirmer le mot de passe/).fill('secret1');
    await page.mouse.move(10, 10);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByLabel(/^E-mail/)).toHaveAccessibleDescription(/Cet e-mail existe déjà/);
    await expect(page).toHaveURL(/\/user\/add$/);

    await page.getByLabel(/^E-mail/).fill(`noemie-${stamp}@example.com`);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Enregistré avec succès').first()).toBeVisible();
    await expect(page).toHaveURL(/\/user\/[0-9a-f-]{36}$/);

    const name = `Noémie ${lastName}`;
    await page.goto('/user/all');
    await page.getByLabel('Rechercher').fill(lastName);
    // The search reaches the address after its debounce: a click before it lands is sent back to the list.
    await expect(page.getByText('1–1 sur 1')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: `Modifier ${name}` }).click();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await page.getByLabel('Téléphone', { exact: true }).fill('01 23 45 67 89');
    await page.getByLabel(/^Latitude/).fill('48.8566');
    // The date of birth follows the app's language (day first in French), not the browser's.
    await page.getByLabel(/^Date de naissance/).fill('21/11/1990');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Enregistré avec succès').first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Téléphone', { exact: true })).toHaveValue('01 23 45 67 89');
    await expect(page.getByLabel(/^Date de naissance/)).toHaveValue('21/11/1990');

    await page.goto('/user/all');
    await page.getByLabel('Rechercher').fill(lastName);
    await page.getByRole('button', { name: `Supprimer ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Élément supprimé avec succès')).toBeVisible();
    await expect(page.getByRole('link', { name })).toHaveCount(0);

    // Deleting one's own account is refused by the server (E01004).
    await page.getByLabel('Rechercher').fill(demoAccounts.SUPER_ADMIN);
    await page.getByRole('button', { name: 'Supprimer Sophie Marchand' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Vous ne pouvez pas supprimer votre compte')).toBeVisible();
  });

  test('an admin sees a super admin read-only, without the delete button (English)', async ({
    page,
    request,
  }) => {
    await useLanguage(page, 'en');
    const { token } = await signInWithTokens(page, request, 'ADMIN');
    const found = await request.get(`/api/users?search=${demoAccounts.SUPER_ADMIN}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const [superAdmin] = (await found.json()).data as { id: string }[];
    await page.goto(`/user/${superAdmin!.id}`);
    await expect(page.getByRole('heading', { name: 'Sophie Marchand' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await expect(page.getByLabel('Role')).toBeDisabled();
  });

  test('box office is sent to not-authorized from the user screens', async ({ page, request }) => {
    await useLanguage(page, 'en');
    await signInWithTokens(page, request, 'BOX_OFFICE');
    await page.goto('/user/add');
    await expect(page).toHaveURL(/\/not-authorized$/);
    await page.goto('/user/all');
    await expect(page).toHaveURL(/\/auth\/unauthorized$/);
  });
});

test.describe('users accessibility', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${colorScheme} mode`, () => {
      test.use({ colorScheme });
      for (const path of ['/user/all', '/user/add']) {
        test(`axe finds no serious violation on ${path}`, async ({ page, request }) => {
          await signInWithTokens(page, request, 'SUPER_ADMIN');
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.getByText(/Chargement/)).toHaveCount(0);
          expect(await seriousViolations(page)).toEqual([]);
        });
      }
    });
  }
});
