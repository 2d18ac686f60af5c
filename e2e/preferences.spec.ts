import { expect, test } from '@playwright/test';

test.describe('language, colour scheme and direction', () => {
  test('French by default; the language chosen survives a reload', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await page.getByTestId('language-switch').selectOption('en');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the colour scheme chosen survives a reload', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByTestId('color-scheme-switch').selectOption('dark');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByTestId('color-scheme-switch')).toHaveValue('dark');
    await page.getByTestId('color-scheme-switch').selectOption('light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  test('a right-to-left language flips the document direction', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'ar'));
    await page.goto('/auth/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    // Only French and English ship: English texts are the fallback.
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
});
