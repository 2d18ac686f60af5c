import { expect, test, type Page } from '@playwright/test';
import { apiAs } from './support/box-office';
import { signInWithTokens, useLanguage } from './support/session';

/** Dark mode and colours (issue 15, point 8), in French and English. */
async function darkAs(page: Page, language: 'fr' | 'en') {
  await page.addInitScript(() => localStorage.setItem('color-scheme', 'dark'));
  await useLanguage(page, language);
}

/** The [r, g, b] of a CSS colour the browser computed. */
const rgbOf = (css: string) => (css.match(/\d+/g) ?? []).slice(0, 3).map(Number) as [number, number, number];

for (const [language, remove] of [
  ['fr', /^Supprimer /],
  ['en', /^Delete /],
] as const) {
  test(`${language}: a table's delete actions keep their red in dark mode`, async ({ page, request }) => {
    await darkAs(page, language);
    await signInWithTokens(page, request, 'ADMIN');
    await page.goto('/settings/sales-channel');
    const button = page.getByRole('row').getByRole('button', { name: remove }).first();
    await expect(button).toBeVisible();
    const [r, g, b] = rgbOf(await button.evaluate((el) => getComputedStyle(el).color));
    // Red, not the near-white Mantine 9 gives light/subtle variants on dark surfaces.
    expect(r - Math.max(g, b), `rgb(${r}, ${g}, ${b})`).toBeGreaterThan(60);
  });
}

test('fr: the hall plan behind the seats follows the dark scheme', async ({ page, request }) => {
  await darkAs(page, 'fr');
  const { token } = await signInWithTokens(page, request, 'ADMIN');
  const rooms = await (await apiAs(request, token)).get<{ id: string; name: string }[]>('/rooms?pageSize=50');
  const theatre = rooms.find((r) => r.name === 'Théâtre du Rivage')!;
  await page.goto(`/room/${theatre.id}`);
  await page.getByRole('tab', { name: 'Plan de salle' }).click();
  const canvas = page.getByTestId('seat-map-canvas');
  await expect(canvas).toBeVisible({ timeout: 20_000 });
  // The demo plan is drawn cream: on the dark canvas it must be turned dark, not a bright slab.
  await expect
    .poll(
      () =>
        canvas.evaluate((el: HTMLCanvasElement) => {
          const { data } = el.getContext('2d')!.getImageData(0, 0, el.width, el.height);
          let sum = 0;
          for (let i = 0; i < data.length; i += 4) sum += (data[i]! + data[i + 1]! + data[i + 2]!) / 3;
          return sum / (data.length / 4) / 255;
        }),
      { timeout: 10_000 },
    )
    .toBeLessThan(0.35);
});

test('en: a new pricing category starts with a colour its pricing does not use yet', async ({
  page,
  request,
}) => {
  await useLanguage(page, 'en');
  const { token } = await signInWithTokens(page, request, 'ADMIN');
  const pricings = await (
    await apiAs(request, token)
  ).get<{ id: string; categories: { defaultColour: string }[] }[]>('/pricings?pageSize=50');
  const pricing = pricings.sort((a, b) => b.categories.length - a.categories.length)[0]!;
  await page.goto(`/pricing/${pricing.id}`);
  await page.getByRole('button', { name: 'Add a category' }).click();
  const colour = page.getByRole('dialog').getByLabel('Seat colour');
  await expect(colour).toBeVisible();
  const used = pricing.categories.map((c) => c.defaultColour.toLowerCase());
  // The former default for every new category, already taken here.
  expect(used).toContain('#1c7ed6');
  expect(used).not.toContain((await colour.inputValue()).toLowerCase());
});
