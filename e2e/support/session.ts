import type { APIRequestContext, Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Encore-demo-2026';
export const demoAccounts = {
  SUPER_ADMIN: 'superadmin@encore.test',
  ADMIN: 'admin@encore.test',
  SHOW_MANAGER: 'manager@encore.test',
  PRODUCER: 'producer@encore.test',
  BOX_OFFICE: 'boxoffice@encore.test',
  ARTIST: 'artist@encore.test',
} as const;
export type DemoRole = keyof typeof demoAccounts;

/** Signs in through the API and puts the tokens where the app keeps them, before any page script runs. */
export async function signInWithTokens(page: Page, request: APIRequestContext, role: DemoRole) {
  const response = await request.post('/api/auth/login', {
    data: { email: demoAccounts[role], password: DEMO_PASSWORD },
  });
  const { token, refreshToken } = (await response.json()).data as { token: string; refreshToken: string };
  await setStoredSession(page, token, refreshToken);
  return { token, refreshToken };
}

export async function setStoredSession(page: Page, token: string, refreshToken: string) {
  await page.addInitScript(
    ([t, r]) => {
      // Frames without storage (a printed PDF's blob frame) have nothing to seed.
      if (!window.sessionStorage) return;
      // Only the first document of the test gets the tokens; later navigations keep what the app stored.
      if (!sessionStorage.getItem('e2e-seeded')) {
        localStorage.setItem('token', t!);
        localStorage.setItem('refreshToken', r!);
        sessionStorage.setItem('e2e-seeded', '1');
      }
    },
    [token, refreshToken],
  );
}

/** Sets the interface language before the app starts (French is the default). */
export async function useLanguage(page: Page, language: string) {
  await page.addInitScript((lang) => {
    if (!window.sessionStorage) return;
    if (!sessionStorage.getItem('e2e-lang')) {
      localStorage.setItem('language', lang);
      sessionStorage.setItem('e2e-lang', '1');
    }
  }, language);
}

export async function storedTokens(page: Page) {
  return page.evaluate(() => ({
    token: localStorage.getItem('token'),
    refreshToken: localStorage.getItem('refreshToken'),
  }));
}

/**
 * A fresh, activated account of `role` (created by the super admin), for a test whose figures or password
 * no parallel test may disturb; returns its e-mail.
 */
export async function createAccount(
  request: APIRequestContext,
  password: string,
  role: DemoRole = 'BOX_OFFICE',
) {
  const admin = await request.post('/api/auth/login', {
    data: { email: demoAccounts.SUPER_ADMIN, password: DEMO_PASSWORD },
  });
  const { token } = (await admin.json()).data as { token: string };
  const email = `account-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
  const created = await request.post('/api/users', {
    headers: { authorization: `Bearer ${token}` },
    data: { email, firstName: 'Inès', lastName: 'Morel', password, role, activated: true },
  });
  if (created.status() !== 201) throw new Error(`account not created: ${created.status()}`);
  return email;
}

/** Signs `email` in through the API and puts the tokens where the app keeps them. */
export async function signInAs(page: Page, request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  const { token, refreshToken } = (await response.json()).data as { token: string; refreshToken: string };
  await setStoredSession(page, token, refreshToken);
  return { token, refreshToken };
}
