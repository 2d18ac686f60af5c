import { expect, test, type Page } from '@playwright/test';
import { signInWithTokens, useLanguage } from './support/session';

/** Phones and right-to-left (issue 15, point 9), in French and English. */
const phone = { width: 390, height: 844 };

const texts = {
  fr: { users: 'Utilisateurs', english: 'English', dark: 'Sombre', deleteName: /^Supprimer / },
  en: { users: 'Users', english: 'English', dark: 'Dark', deleteName: /^Delete / },
} as const;

/** Whether the element lies inside the viewport's width (not pushed out to a horizontal scroll). */
async function insideViewport(page: Page, selector: ReturnType<Page['locator']>) {
  const box = (await selector.boundingBox())!;
  const width = page.viewportSize()!.width;
  return box.x >= 0 && box.x + box.width <= width;
}

for (const language of ['fr', 'en'] as const) {
  test.describe(`${language} on a phone`, () => {
    test.use({ viewport: phone });

    test('language and colour scheme are icon menus, never cut selects', async ({ page, request }) => {
      await useLanguage(page, language);
      await signInWithTokens(page, request, 'SUPER_ADMIN');
      await page.goto('/user/all');
      await expect(page.getByRole('heading', { name: texts[language].users })).toBeVisible();
      await expect(page.getByTestId('language-switch')).toBeHidden();
      await expect(page.getByTestId('color-scheme-switch')).toBeHidden();
      await page.getByTestId('color-scheme-switch-menu').click();
      await page.getByRole('menuitem', { name: texts[language].dark }).click();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await page.getByTestId('language-switch-menu').click();
      await page.getByRole('menuitem', { name: texts.en.english }).click();
      await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
    });

    test('a table keeps each row’s status and actions in sight; badges are never cut', async ({
      page,
      request,
    }) => {
      // A signed-up account waits deactivated: its badge ("DÉSACTIVÉ", "DEACTIVATED") is the longest.
      const signup = await request.post('/api/auth/signup', {
        data: {
          firstName: 'Maximilienne',
          lastName: `Delacour-Villeneuve ${language}`,
          email: `waiting-${language}-${Date.now()}@example.com`,
          password: 'long-enough',
        },
      });
      expect(signup.ok()).toBe(true);
      await useLanguage(page, language);
      await signInWithTokens(page, request, 'SUPER_ADMIN');
      await page.goto('/user/all');
      await expect(page.getByRole('row').filter({ hasText: 'Maximilienne' }).first()).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: 'Hugo Moreau' });
      const badge = row.locator('.mantine-Badge-root');
      const remove = row.getByRole('button', { name: texts[language].deleteName });
      await expect(badge).toBeVisible();
      await expect(remove).toBeVisible();
      expect(await insideViewport(page, badge)).toBe(true);
      expect(await insideViewport(page, remove)).toBe(true);
      // No badge of the page shows an ellipsis: its text fits its label.
      const cut = await page
        .locator('.mantine-Badge-label')
        .evaluateAll((labels) =>
          labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent),
        );
      expect(cut).toEqual([]);
    });
  });
}

for (const width of [1280, 390]) {
  test(`a right-to-left page is as wide as the screen (${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await useLanguage(page, 'ar');
    await signInWithTokens(page, request, 'SHOW_MANAGER');
    await page.goto('/show/all');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('table')).toBeVisible();
    const { scroll, client } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(client);
    // The skip link still appears on focus, at the start of the line.
    await page.keyboard.press('Tab');
    await expect(page.locator('.skip-link')).toBeFocused();
    const box = (await page.locator('.skip-link').boundingBox())!;
    expect(box.width).toBeGreaterThan(20);
  });
}

/** Whether the text's first character is drawn left of its third (a name read left to right). */
async function readsLeftToRight(link: ReturnType<Page['locator']>) {
  return link.evaluate((el) => {
    const text = el.firstChild!;
    const xOf = (i: number) => {
      const range = document.createRange();
      range.setStart(text, i);
      range.setEnd(text, i + 1);
      return range.getBoundingClientRect().x;
    };
    return xOf(0) < xOf(2);
  });
}

test('a name starting with digits keeps its order in a right-to-left table', async ({ page, request }) => {
  const { token } = await signInWithTokens(page, request, 'ADMIN');
  const name = `2 Be 3 ${Date.now().toString(36)}`;
  const created = await request.post('/api/artists', {
    headers: { authorization: `Bearer ${token}` },
    data: { stageName: name },
  });
  expect(created.status()).toBe(201);
  await page.setViewportSize({ width: 1280, height: 900 });
  await useLanguage(page, 'ar');
  await page.goto(`/artist/all?q=${encodeURIComponent(name)}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const link = page.getByRole('table').getByRole('link', { name });
  // Without its own direction the digit "2" would be drawn right of "Be" (the page's direction wins).
  await expect(link).toHaveAttribute('dir', 'auto');
  expect(await readsLeftToRight(link)).toBe(true);
  // The orders table isolates its customers' names and shows' names likewise.
  await page.goto('/order/all');
  const firstRow = page.getByRole('table').locator('tbody tr').first();
  await expect(firstRow.getByRole('link').first()).toBeVisible();
  await expect(firstRow.locator('[dir="auto"]')).toHaveCount(2);
});
