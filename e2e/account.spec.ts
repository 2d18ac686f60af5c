import { expect, test, type APIRequestContext } from '@playwright/test';
import { createAccount, setStoredSession, signInWithTokens, useLanguage } from './support/session';
import { seriousViolations } from './support/axe';

async function login(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  return (await response.json()).data as { token: string; refreshToken: string };
}

test.describe('my account', () => {
  test('changing the password signs other sessions out and keeps this one (English)', async ({
    page,
    browser,
    request,
  }) => {
    // A long journey on a CPU shared with other runs: three times the usual time.
    test.slow();
    const email = await createAccount(request, 'first-pass1');
    const first = await login(request, email, 'first-pass1');
    await useLanguage(page, 'en');
    await setStoredSession(page, first.token, first.refreshToken);

    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    const second = await login(request, email, 'first-pass1');
    await useLanguage(other, 'en');
    await setStoredSession(other, second.token, second.refreshToken);
    await other.goto('/my-account');
    await expect(other.getByRole('heading', { name: 'My account' })).toBeVisible();

    await page.goto('/my-account');
    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/my-account\/settings$/);
    await page.getByLabel(/^Current password/).fill('not-my-password');
    await page.getByLabel(/^New password/).fill('second-pass2');
    await page.getByLabel(/^Confirm the new password/).fill('second-pass3');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The password does not match')).toBeVisible();
    await page.getByLabel(/^Confirm the new password/).fill('second-pass2');
    await page.mouse.move(10, 10);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The current password is not correct')).toBeVisible();

    await page.getByLabel(/^Current password/).fill('first-pass1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your password has been changed')).toBeVisible();

    // The other session's next API call is refused and its refresh token revoked: back to login.
    await other.getByLabel(/^Phone/).fill('0600000000');
    await other.getByRole('button', { name: 'Save' }).click();
    await expect(other).toHaveURL(/\/auth\/login/);
    await otherContext.close();

    // This one stays signed in, across a reload too.
    await page.goto('/my-account');
    await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
    await page.getByLabel(/^Family name/).fill('Morel-Dupont');
    // The date of birth follows the app's language (month first in English), not the browser's.
    await page.getByLabel(/^Date of birth/).fill('11/21/1990');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await expect(page.getByTestId('user-menu')).toContainText('Inès Morel-Dupont');
    await page.reload();
    await expect(page.getByLabel(/^Date of birth/)).toHaveValue('11/21/1990');

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('second-pass2');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('user-menu')).toContainText('Inès');
  });

  test('profile and cover pictures are uploaded, and the profile saved (French)', async ({
    page,
    request,
  }) => {
    const email = await createAccount(request, 'first-pass1');
    const { token, refreshToken } = await login(request, email, 'first-pass1');
    await setStoredSession(page, token, refreshToken);
    await page.goto('/my-account');
    await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Fichier envoyé avec succès').first()).toBeVisible();
    await expect(page.getByTestId('user-menu').locator('img')).toBeVisible();
    await page
      .locator('input[type=file]')
      .nth(1)
      .setInputFiles({ name: 'not.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await expect(page.getByText('Fichier non envoyé').first()).toBeVisible();

    await page.getByLabel(/^Ville/).fill('Lyon');
    await page.getByLabel('Genre').selectOption('female');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Profil mis à jour avec succès')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/^Ville/)).toHaveValue('Lyon');
  });

  test('a new e-mail asks for the current password, and the right one saves it (English)', async ({
    page,
    request,
  }) => {
    const email = await createAccount(request, 'first-pass1');
    const { token, refreshToken } = await login(request, email, 'first-pass1');
    await useLanguage(page, 'en');
    await setStoredSession(page, token, refreshToken);
    await page.goto('/my-account');
    await expect(page.getByLabel(/^Current password/)).toHaveCount(0);
    const newEmail = `moved-${email}`;
    await page.getByLabel(/^Email/).fill(newEmail);
    await page.getByLabel(/^Current password/).fill('wrong-pass9');
    await page.mouse.move(10, 10);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The current password is not correct')).toBeVisible();
    await page.getByLabel(/^Current password/).fill('first-pass1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await expect(page.getByLabel(/^Current password/)).toHaveCount(0);
    expect((await login(request, newEmail, 'first-pass1')).token).toBeTruthy();
  });
});

test.describe('my account accessibility', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${colorScheme} mode`, () => {
      test.use({ colorScheme });
      for (const path of ['/my-account', '/my-account/settings']) {
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
