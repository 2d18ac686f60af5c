import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts, signInWithTokens, useLanguage } from './support/session';
import { seriousViolations } from './support/axe';

/** Texts of one interface language, so that one journey runs in French and another in English. */
const texts = {
  fr: {
    name: /^Nom/,
    save: 'Enregistrer',
    saved: 'Enregistré avec succès',
    newArea: 'Nouvelle zone',
    addArea: 'Ajouter',
    area: /^Zone/,
    rows: /^Rangs/,
    seatsPerRow: /^Sièges par rang/,
    addBlock: 'Ajouter le bloc',
    savePlan: 'Enregistrer le plan',
    of: (n: number) => new RegExp(`sélectionnés? sur ${n}$`),
  },
  en: {
    name: /^Name/,
    save: 'Save',
    saved: 'Saved with success',
    newArea: 'New area',
    addArea: 'Add',
    area: /^Area/,
    rows: /^Rows/,
    seatsPerRow: /^Seats per row/,
    addBlock: 'Add the block',
    savePlan: 'Save the plan',
    of: (n: number) => new RegExp(`selected of ${n}$`),
  },
} as const;
type Lang = keyof typeof texts;

/** Three areas, three blocks: 3x8 + 2x6 + 2x5 = 46 seats. */
const plan = [
  { area: 'Orchestre', rows: 3, seats: 8 },
  { area: 'Corbeille', rows: 2, seats: 6 },
  { area: 'Balcon', rows: 2, seats: 5 },
];
const total = 46;

async function addRoom(page: Page, lang: Lang, name: string) {
  const t = texts[lang];
  await page.goto('/room/add');
  await page.getByLabel(t.name).first().fill(name);
  await page.getByRole('button', { name: t.save, exact: true }).click();
  // A new placed room opens on its seat map.
  await expect(page).toHaveURL(/\/room\/[0-9a-f-]{36}\?tab=seat-map$/);
}

async function buildPlan(page: Page, lang: Lang) {
  const t = texts[lang];
  for (const { area } of plan) {
    await page.getByRole('textbox', { name: t.newArea }).fill(area);
    await page.getByRole('button', { name: t.addArea, exact: true }).click();
  }
  let count = 0;
  for (const { area, rows, seats } of plan) {
    await page.getByRole('combobox', { name: t.area }).click();
    await page.getByRole('option', { name: area }).click();
    await page.getByRole('textbox', { name: t.rows }).fill(String(rows));
    await page.getByRole('textbox', { name: t.seatsPerRow }).fill(String(seats));
    await page.getByRole('button', { name: t.addBlock }).click();
    count += rows * seats;
    await expect(page.getByText(t.of(count))).toBeVisible();
  }
}

/** Selects with the keyboard on the canvas: the first arrow focuses the seat nearest the centre. */
async function selectOnCanvas(page: Page, modes: string, mode: string) {
  await page.getByRole('radiogroup', { name: modes }).getByText(mode, { exact: true }).click();
  const canvas = page.getByTestId('seat-map-canvas');
  await canvas.focus();
  await canvas.press('ArrowDown');
  await canvas.press('Enter');
}

/** A manager's API client, to prepare rooms without going through the screens under test. */
async function api(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { email: demoAccounts.SHOW_MANAGER, password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()).data as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  return {
    createRoom: async (name: string) =>
      (await (await request.post('/api/rooms', { headers, data: { name, kind: 'placed' } })).json()).data as {
        id: string;
      },
    putMap: (id: string, map: unknown) =>
      request.put(`/api/rooms/${id}/seat-map`, { headers, data: { revision: 0, map } }),
  };
}

test.describe('rooms and seat maps', () => {
  test('a manager builds a 3-area plan, saves, reloads, exports and imports it into another room (French)', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000); // dozens of form steps on a shared 2-core machine
    await signInWithTokens(page, request, 'SHOW_MANAGER');
    const stamp = Date.now();
    await addRoom(page, 'fr', `Théâtre Test ${stamp}`);
    await buildPlan(page, 'fr');
    await page.getByRole('button', { name: 'Enregistrer le plan' }).click();
    await expect(page.getByText('Enregistré avec succès').first()).toBeVisible();
    await expect(page.getByText('Modifications non enregistrées')).toHaveCount(0);

    await page.reload();
    await expect(page.getByText(texts.fr.of(total))).toBeVisible();
    for (const { area } of plan)
      await expect(page.getByRole('textbox', { name: `Nom de la zone ${area}` })).toBeVisible();

    // Selection by row, then by area, with the viewer's modes.
    await selectOnCanvas(page, 'Sélectionner par', 'Rang');
    await expect(page.getByText(/\b(8|6|5) sièges sélectionnés sur 46$/)).toBeVisible();
    await selectOnCanvas(page, 'Sélectionner par', 'Zone');
    await expect(page.getByText(/\b(24|12|10) sièges sélectionnés sur 46$/)).toBeVisible();

    await page.getByRole('button', { name: 'Exporter', exact: true }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Exporter en JSON' }).click();
    const file = await readFile((await (await downloading).path())!);
    expect(JSON.parse(file.toString('utf8')).seats).toHaveLength(total);

    await addRoom(page, 'fr', `Copie Test ${stamp}`);
    await expect(page.getByText(texts.fr.of(0))).toBeVisible();
    await page
      .locator('input[type=file][accept*=".json"]')
      .setInputFiles({ name: 'plan.json', mimeType: 'application/json', buffer: file });
    await expect(page.getByText('Plan de salle importé')).toBeVisible();
    await expect(page.getByText(texts.fr.of(total))).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nom de la zone Balcon' })).toBeVisible();
  });

  test('keyboard-only selection with the list, edits with undo/redo and a bad CSV explained by line (English)', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000); // dozens of form steps on a shared 2-core machine
    await useLanguage(page, 'en');
    await signInWithTokens(page, request, 'SHOW_MANAGER');
    await addRoom(page, 'en', `Hall Test ${Date.now()}`);
    await buildPlan(page, 'en');
    await page.getByRole('button', { name: 'Save the plan' }).click();
    await expect(page.getByText('Saved with success').first()).toBeVisible();

    // Keyboard only: Space on the list's checkboxes clears the block just added, selects an area, then a
    // row of another area.
    const list = page.getByRole('navigation', { name: 'Areas and rows' });
    await list.getByRole('checkbox', { name: /Balcon/ }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(texts.en.of(total))).toContainText('0 seats');
    await list.getByRole('checkbox', { name: /Orchestre/ }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('24 seats selected of 46')).toBeVisible();
    await list.getByRole('button', { name: /rows of Corbeille/ }).focus();
    await page.keyboard.press('Enter');
    await list.getByRole('checkbox', { name: /Row B/ }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('30 seats selected of 46')).toBeVisible();

    // Delete them, undo with the keyboard, redo with the button.
    await page.getByRole('button', { name: 'Delete 30 seats' }).click();
    await expect(page.getByText(/selected of 16$/)).toBeVisible();
    await page.getByTestId('seat-map-canvas').focus();
    await page.keyboard.press('Control+z');
    await expect(page.getByText(texts.en.of(total))).toBeVisible();
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect(page.getByText(texts.en.of(16))).toBeVisible();
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    // The builder with changes to save (its 'unsaved' badge): axe finds nothing serious.
    expect(await seriousViolations(page)).toEqual([]);

    // An import with a faulty line changes nothing and says where the problem is.
    await page.locator('input[type=file][accept*=".csv"]').setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('area,row,seat,x,y\nA,1,1,abc,0\n'),
    });
    await page.getByRole('dialog').getByRole('button', { name: 'Import JSON / CSV' }).click();
    await expect(page.getByTestId('seat-map-problems')).toContainText('Line 2');
  });

  test('box office sees rooms and their plan read-only', async ({ page, request }) => {
    const client = await api(request);
    const room = await client.createRoom(`Salle lecture ${Date.now()}`);
    const map = {
      version: 1,
      areas: [{ id: 'a1', name: 'Parterre', colour: '#1c7ed6' }],
      rows: [{ id: 'r1', areaId: 'a1', label: 'A' }],
      seats: [1, 2, 3].map((n) => ({ id: `s${n}`, rowId: 'r1', label: String(n), x: n * 20, y: 0 })),
    };
    expect((await client.putMap(room.id, map)).ok()).toBe(true);

    const reader = page;
    await useLanguage(reader, 'en');
    await signInWithTokens(reader, request, 'BOX_OFFICE');
    await reader.goto('/room/all');
    await expect(reader.getByRole('heading', { name: 'Rooms' })).toBeVisible();
    await expect(reader.getByRole('link', { name: 'Add' })).toHaveCount(0);
    await expect(reader.getByRole('button', { name: /^(Delete|Edit) / })).toHaveCount(0);
    await reader.goto(`/room/${room.id}?tab=seat-map`);
    await expect(reader.getByText(texts.en.of(3))).toBeVisible();
    await expect(reader.getByRole('button', { name: 'Save the plan' })).toHaveCount(0);
    await expect(reader.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await reader.getByRole('tab', { name: 'Details' }).click();
    await expect(reader.getByRole('button', { name: 'Save' })).toHaveCount(0);
  });
});

test.describe('rooms accessibility', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${colorScheme} mode`, () => {
      test.use({ colorScheme });
      test('axe finds no serious violation on the list, the form and a seat map', async ({
        page,
        request,
      }) => {
        await signInWithTokens(page, request, 'SHOW_MANAGER');
        const client = await api(request);
        const room = await client.createRoom(`Salle axe ${colorScheme} ${Date.now()}`);
        await client.putMap(room.id, {
          version: 1,
          areas: [{ id: 'a1', name: 'Parterre', colour: '#1c7ed6' }],
          rows: [{ id: 'r1', areaId: 'a1', label: 'A' }],
          seats: [{ id: 's1', rowId: 'r1', label: '1', x: 0, y: 0 }],
        });
        for (const path of ['/room/all', '/room/add', `/room/${room.id}?tab=seat-map`]) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.getByText(/Chargement/)).toHaveCount(0);
          expect(await seriousViolations(page), path).toEqual([]);
        }
      });
    });
  }
});
