import { expect, test } from '@playwright/test';
import { useLanguage } from './support/session';

test.describe('sign-up', () => {
  test("shows the spec's messages word for word in English", async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/auth/signup');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'I want to receive promotional offers' })).toBeVisible();
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page.getByText('Your first name is required')).toBeVisible();
    await expect(page.getByText('Please, enter a valid email')).toBeVisible();
    await expect(page.getByText('The password should contains at leat 8 characters')).toBeVisible();
    await expect(page.getByText('Please, confirm your password')).toBeVisible();

    await page.getByLabel(/^Password/).fill('long-enough');
    await page.getByLabel('Confirm password').fill('different-one');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page.getByText('The password does not match')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  });

  test('shows the same messages in French', async ({ page }) => {
    await page.goto('/auth/signup');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByText('Votre prénom est obligatoire')).toBeVisible();
    await expect(page.getByText('Veuillez saisir un e-mail valide')).toBeVisible();
    await expect(page.getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeVisible();
  });

  test('creates a deactivated account, refuses a used e-mail, and login then explains the account waits', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    const email = `new-${Date.now()}@example.com`;
    await page.goto('/auth/signup');
    await page.getByLabel('First name').fill('Zoé');
    await page.getByLabel('Email').fill('admin@encore.test');
    await page.getByLabel(/^Password/).fill('long-enough');
    await page.getByLabel('Confirm password').fill('long-enough');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page.getByText('Email already exists')).toBeVisible();

    await page.getByLabel('Email').fill(email);
    await page.getByRole('checkbox', { name: 'I want to receive promotional offers' }).check();
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page.getByRole('heading', { name: 'Account created' })).toBeVisible();

    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('long-enough');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('not activated yet');
  });
});
