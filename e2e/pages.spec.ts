import { expect, test } from '@playwright/test';
import { signInWithTokens, useLanguage } from './support/session';
import { seriousViolations } from './support/axe';

test.describe('open pages', () => {
  test('unknown paths and template demo routes fall to not-found, whose button goes back home', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    for (const path of ['/no/such/page', '/components/buttons', '/wizard-v1/step-1', '/error/page-3']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Nothing to see here' })).toBeVisible();
      await expect(page.getByText('Please try again or contact an administrator.')).toBeVisible();
    }
    await page.getByRole('button', { name: 'Take me Back' }).click();
    // Home is the dashboard, which needs a session: a visitor lands on login.
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('the status page says the API and the database answer', async ({ page }) => {
    await page.goto('/status');
    await expect(page).toHaveTitle('État du service · Encore');
    await expect(page.getByRole('heading', { name: 'État du service' })).toBeVisible();
    await expect(page.getByTestId('status-api')).toHaveText('Répond');
    await expect(page.getByTestId('status-database')).toHaveText('Répond');
    await expect(page.getByTestId('status-version')).toHaveText(/\d+\.\d+\.\d+/);
  });

  test('the roadmap is open; the inbox asks a visitor to sign in', async ({ page }) => {
    await page.goto('/roadmap');
    await expect(page.getByRole('heading', { name: 'Feuille de route' })).toBeVisible();
    await page.goto('/inbox');
    await expect(page.getByText('Connectez-vous pour lire vos notifications.')).toBeVisible();
  });

  test('request-password answers the same for any address', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/auth/request-password');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByRole('status')).toContainText('If an account exists for this address');
  });

  for (const path of ['/auth/login', '/auth/signup', '/status', '/roadmap', '/no-such-page']) {
    test(`axe finds no serious violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('axe finds no serious violation on the dashboard', async ({ page, request }) => {
    await signInWithTokens(page, request, 'SUPER_ADMIN');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Bienvenue/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('dark colour scheme', () => {
  test.use({ colorScheme: 'dark' });
  for (const path of ['/auth/login', '/status', '/roadmap']) {
    test(`axe finds no serious violation on ${path} in dark mode`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expect(page.getByRole('heading').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
