import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts, signInWithTokens, useLanguage } from './support/session';

/** Small things that add up (issue 15, point 10), in French and English. */
const texts = {
  fr: {
    email: 'E-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    invalidEmail: 'E-mail invalide',
    logout: 'Déconnexion',
    titles: {
      login: 'Connexion · Encore',
      orders: 'Commandes · Encore',
      pricings: 'Grilles tarifaires · Encore',
    },
    pricingsNav: 'Grilles tarifaires',
  },
  en: {
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    invalidEmail: 'Invalid email',
    logout: 'Logout',
    titles: { login: 'Sign in · Encore', orders: 'Orders · Encore', pricings: 'Pricings · Encore' },
    pricingsNav: 'Pricings',
  },
} as const;

for (const language of ['fr', 'en'] as const) {
  const say = texts[language];

  test(`${language}: the e-mail field has the focus on arrival and its address is checked before sending`, async ({
    page,
  }) => {
    await useLanguage(page, language);
    await page.goto('/auth/login');
    await expect(page).toHaveTitle(say.titles.login);
    await expect(page.getByLabel(say.email)).toBeFocused();
    const logins: string[] = [];
    page.on('request', (r) => void (r.url().includes('/api/auth/login') && logins.push(r.url())));
    await page.keyboard.type('manager@encore');
    await page.getByLabel(say.password).first().fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: say.submit }).click();
    await expect(page.getByText(say.invalidEmail)).toBeVisible();
    expect(logins).toEqual([]);
    await page.getByLabel(say.email).fill(demoAccounts.SHOW_MANAGER);
    await page.getByRole('button', { name: say.submit }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test(`${language}: each page's title names it; after logout, Back shows the login page, never a loader`, async ({
    page,
    request,
  }) => {
    await useLanguage(page, language);
    await signInWithTokens(page, request, 'SHOW_MANAGER');
    await page.goto('/order/all');
    await expect(page).toHaveTitle(say.titles.orders);
    await page.getByRole('link', { name: say.pricingsNav }).click();
    await expect(page).toHaveTitle(say.titles.pricings);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: say.logout }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByLabel(say.email)).toBeVisible();
    // From here on, any loader that shows up is recorded, however briefly.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { loaders: string[] }).loaders = seen;
      new MutationObserver(() => {
        if (document.querySelector('[role="status"] .mantine-Loader-root')) seen.push(location.pathname);
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.goBack();
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fpricing%2Fall$/);
    await expect(page.getByLabel(say.email)).toBeVisible();
    await expect(page).toHaveTitle(say.titles.login);
    expect(await page.evaluate(() => (window as unknown as { loaders: string[] }).loaders)).toEqual([]);
  });
}
