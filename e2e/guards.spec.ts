import { expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  demoAccounts,
  setStoredSession,
  signInWithTokens,
  storedTokens,
  useLanguage,
} from './support/session';

test.describe('route guards', () => {
  test('a visitor is sent to login with the full path, and lands there after signing in (French)', async ({
    page,
  }) => {
    await page.goto('/show/all?status=archived#list');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fshow%2Fall%3Fstatus%3Darchived%23list$/);
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await page.getByLabel('E-mail').fill(demoAccounts.SHOW_MANAGER);
    await page.getByLabel(/^Mot de passe/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/show\/all\?status=archived#list$/);
    await expect(page.getByTestId('user-menu')).toContainText('Camille');
  });

  test('a wrong password says so and keeps the user on login (English)', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(demoAccounts.ADMIN);
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('logout clears user, token and refresh token, then shows login after about a second', async ({
    page,
    request,
  }) => {
    await signInWithTokens(page, request, 'ADMIN');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Bienvenue, Antoine/ })).toBeVisible();
    await page.getByTestId('user-menu').click();
    const clicked = Date.now();
    await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
    expect(await storedTokens(page)).toEqual({ token: null, refreshToken: null });
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(900);
  });

  test('logout from a screen other than the dashboard lands on plain login, no redirect query', async ({
    page,
    request,
  }) => {
    await signInWithTokens(page, request, 'ADMIN');
    await page.goto('/artist/all');
    await expect(page.getByRole('heading', { name: 'Artistes' })).toBeVisible();
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('opening a guest-only route with a token logs the user out', async ({ page, request }) => {
    const { refreshToken } = await signInWithTokens(page, request, 'BOX_OFFICE');
    await page.goto('/auth/signup');
    await expect(page.getByRole('heading', { name: 'Créez votre compte' })).toBeVisible();
    await expect.poll(() => storedTokens(page)).toEqual({ token: null, refreshToken: null });
    // The server revoked the session too.
    const refresh = await request.post('/api/auth/refresh', { data: { refreshToken } });
    expect(refresh.status()).toBe(401);
  });

  test('an invalid stored token is cleared and login follows after a second', async ({ page }) => {
    await setStoredSession(page, 'not-a-valid-token', 'not-a-valid-refresh-token');
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 5000 });
    expect((await storedTokens(page)).token).toBeNull();
  });

  test('a role outside requireRole sees the unauthorized screen', async ({ page, request }) => {
    await signInWithTokens(page, request, 'ADMIN');
    await page.goto('/user/all');
    await expect(page).toHaveURL(/\/auth\/unauthorized$/);
    await expect(page.getByText('Veuillez réessayer ou contacter un administrateur.')).toBeVisible();
  });

  test('the super admin passes requireRole SUPER_ADMIN', async ({ page, request }) => {
    await signInWithTokens(page, request, 'SUPER_ADMIN');
    await page.goto('/user/all');
    await expect(page).toHaveURL(/\/user\/all$/);
    await expect(page.getByRole('heading', { name: 'Utilisateurs' })).toBeVisible();
  });

  test('a missing permission on the subject leads to /not-authorized (English)', async ({
    page,
    request,
  }) => {
    await useLanguage(page, 'en');
    await signInWithTokens(page, request, 'ARTIST');
    await page.goto('/box-office');
    await expect(page).toHaveURL(/\/not-authorized$/);
    await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
    await expect(page.getByText('Please try again or contact an administrator.')).toBeVisible();
  });

  test('the sidebar shows only what the user may open', async ({ page, request }) => {
    await signInWithTokens(page, request, 'BOX_OFFICE');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav.getByRole('link', { name: 'Billetterie' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Utilisateurs' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Statistiques' })).toHaveCount(0);
  });
});
