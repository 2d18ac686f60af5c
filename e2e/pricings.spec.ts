import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts, signInWithTokens, useLanguage } from './support/session';
import { seriousViolations } from './support/axe';

const THEATRE = 'Théâtre du Rivage';

/** Texts of one interface language: the same journey runs in French and in English. */
const texts = {
  fr: {
    add: 'Ajouter',
    newPricing: 'Nouvelle grille tarifaire',
    name: /^Nom/,
    room: 'Salle',
    roomOption: `${THEATRE} (plan de salle)`,
    create: 'Créer',
    save: 'Enregistrer',
    saved: 'Enregistré avec succès',
    addCategory: 'Ajouter une catégorie',
    categoryName: /^Nom de la catégorie/,
    seatColour: 'Couleur des places',
    categoryRequired: 'Le nom de la catégorie est obligatoire',
    addLevelTo: (name: string) => `Ajouter un tarif à ${name}`,
    levelName: /^Nom du tarif/,
    levelRequired: 'Le nom du tarif est obligatoire',
    taxRequired: 'La TVA est obligatoire',
    tax: /^Taux de TVA/,
    taxOption: 'TVA 5,5 %',
    price: /^Prix TTC/,
    quota: /^Quota/,
    vat: (amount: string) => new RegExp(`Dont ${amount.replace('.', ',')}\\s€ de TVA`),
    category: 'Catégorie',
    expand: (area: string) => `Afficher les rangs de ${area}`,
    row: (label: string) => `Rang ${label}`,
    assignTo: (name: string) => `Attribuer à ${name}`,
    saveMapping: 'Enregistrer le plan',
    legend: (name: string, n: number) => `${name} : ${n} place${n > 1 ? 's' : ''}`,
    unassigned: (n: number) => `Sans catégorie : ${n} place${n > 1 ? 's' : ''}`,
    nav: 'Grilles tarifaires',
    leaveTitle: 'Quitter sans enregistrer ?',
    stay: 'Rester',
  },
  en: {
    add: 'Add',
    newPricing: 'New pricing',
    name: /^Name/,
    room: 'Room',
    roomOption: `${THEATRE} (seat map)`,
    create: 'Create',
    save: 'Save',
    saved: 'Saved with success',
    addCategory: 'Add a category',
    categoryName: /^Category name/,
    seatColour: 'Seat colour',
    categoryRequired: 'Category name is required',
    addLevelTo: (name: string) => `Add a price level to ${name}`,
    levelName: /^Price level name/,
    levelRequired: 'The price level name is required',
    taxRequired: 'The tax is mandatory',
    tax: /^Tax class/,
    taxOption: 'TVA 5,5 %',
    price: /^Price incl. VAT/,
    quota: /^Quota/,
    vat: (amount: string) => new RegExp(`Includes €${amount} of VAT`),
    category: 'Category',
    expand: (area: string) => `Show the rows of ${area}`,
    row: (label: string) => `Row ${label}`,
    assignTo: (name: string) => `Assign to ${name}`,
    saveMapping: 'Save the mapping',
    legend: (name: string, n: number) => `${name}: ${n} seat${n > 1 ? 's' : ''}`,
    unassigned: (n: number) => `Unassigned: ${n} seat${n > 1 ? 's' : ''}`,
    nav: 'Pricings',
    leaveTitle: 'Leave without saving?',
    stay: 'Stay',
  },
} as const;
type Lang = keyof typeof texts;

interface SeatMap {
  areas: { id: string; name: string }[];
  rows: { id: string; areaId: string; label: string }[];
  seats: { id: string; rowId: string }[];
}

/** A signed-in API caller (manager by default) for set-up and expected counts. */
async function apiAs(request: APIRequestContext, email: string = demoAccounts.SHOW_MANAGER) {
  const login = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${(await login.json()).data.token}` };
  return async <T>(method: string, url: string, data?: unknown): Promise<T> => {
    const res = await request.fetch(`/api${url}`, { method, headers, data });
    expect(res.ok(), `${method} ${url}: ${res.status()}`).toBe(true);
    return (await res.json()).data as T;
  };
}

/** The demo theatre (seeded with the demo rooms); created with a small plan when missing. */
async function theatre(request: APIRequestContext) {
  const call = await apiAs(request, demoAccounts.ADMIN);
  const rooms = await call<{ id: string; name: string }[]>('GET', '/rooms?pageSize=100');
  let room = rooms.find((r) => r.name === THEATRE);
  if (!room) {
    room = await call<{ id: string; name: string }>('POST', '/rooms', { name: THEATRE, kind: 'placed' });
    const areas = ['Orchestre', 'Corbeille', 'Balcon'].map((name, a) => ({
      id: `a${a}`,
      name,
      colour: '#868e96',
    }));
    const rows = areas.flatMap((a, i) =>
      ['A', 'B', 'C'].map((label) => ({ id: `${a.id}${label}`, areaId: a.id, label, y: i })),
    );
    const seats = rows.flatMap((r, i) =>
      Array.from({ length: 10 }, (_, s) => ({
        id: `${r.id}s${s}`,
        rowId: r.id,
        label: String(s + 1),
        x: s * 20,
        y: i * 20,
      })),
    );
    const map = {
      version: 1,
      seatRadius: 8,
      background: null,
      areas,
      rows: rows.map(({ y: _y, ...r }) => r),
      seats,
    };
    await call('PUT', `/rooms/${room.id}/seat-map`, { revision: 0, map });
  }
  const { map } = await call<{ map: SeatMap }>('GET', `/rooms/${room.id}/seat-map`);
  return { id: room.id, map };
}

const seatsOf = (map: SeatMap, rowIds: string[]) => map.seats.filter((s) => rowIds.includes(s.rowId)).length;

async function pick(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label, exact: typeof label === 'string' }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function addCategory(page: Page, t: (typeof texts)[Lang], name: string, colour: string) {
  await page.getByRole('button', { name: t.addCategory }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: t.save, exact: true }).click();
  await expect(dialog.getByText(t.categoryRequired)).toBeVisible();
  await dialog.getByLabel(t.categoryName).fill(name);
  await dialog.getByLabel(t.seatColour).fill(colour);
  await dialog.getByRole('button', { name: t.save, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name })).toBeVisible();
}

async function addLevel(
  page: Page,
  t: (typeof texts)[Lang],
  category: string,
  name: string,
  price: string,
  vat: string,
  quota = '',
) {
  await page.getByRole('button', { name: t.addLevelTo(category) }).click();
  const dialog = page.getByRole('dialog');
  if (quota === '') {
    // The first level of the journey shows the spec's messages on an empty submit.
    await dialog.getByRole('button', { name: t.save, exact: true }).click();
    await expect(dialog.getByText(t.levelRequired)).toBeVisible();
    await expect(dialog.getByText(t.taxRequired)).toBeVisible();
  }
  await dialog.getByLabel(t.levelName).fill(name);
  await pick(page, t.tax, t.taxOption);
  await dialog.getByLabel(t.price).fill(price);
  await expect(dialog.getByTestId('vat-preview')).toHaveText(t.vat(vat));
  if (quota) await dialog.getByLabel(t.quota).fill(quota);
  await dialog.getByRole('button', { name: t.save, exact: true }).click();
  await expect(dialog).toBeHidden();
}

for (const lang of ['fr', 'en'] as const) {
  test(`a show manager prices the theatre and colours its seats by row and by area (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const t = texts[lang];
    const { map } = await theatre(request);
    const [first, , last] = map.areas;
    const rowsAB = map.rows.filter((r) => r.areaId === first!.id).slice(0, 2);
    const byRow = seatsOf(
      map,
      rowsAB.map((r) => r.id),
    );
    const byArea = seatsOf(
      map,
      map.rows.filter((r) => r.areaId === last!.id).map((r) => r.id),
    );
    const name = `Tarifs ${lang} ${Date.now()}`;

    await useLanguage(page, lang);
    await signInWithTokens(page, request, 'SHOW_MANAGER');
    await page.goto('/pricing');
    await expect(page).toHaveURL(/\/pricing\/all$/);
    await page.getByRole('link', { name: t.add, exact: true }).click();
    await expect(page.getByRole('heading', { name: t.newPricing })).toBeVisible();
    await page.getByLabel(t.name).fill(name);
    await pick(page, t.room, t.roomOption);
    await page.getByRole('button', { name: t.create }).click();
    await expect(page).toHaveURL(/\/pricing\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

    await addCategory(page, t, 'Carré or', '#c2255c');
    await addCategory(page, t, 'Catégorie 2', '#1971c2');
    await addLevel(page, t, 'Carré or', 'Plein tarif', '35', '1.82');
    await addLevel(page, t, 'Carré or', 'Réduit', '25', '1.30', '50');
    await addLevel(page, t, 'Catégorie 2', 'Plein tarif', '22', '1.15', '100');
    await expect(page.getByRole('region', { name: 'Carré or' }).getByRole('row')).toHaveCount(3);

    // By row, from the keyboard list: rows A and B of the first area.
    await page.getByRole('button', { name: t.expand(first!.name) }).click();
    for (const row of rowsAB)
      await page.getByRole('checkbox', { name: t.row(row.label), exact: true }).check();
    await page.getByRole('button', { name: t.assignTo('Carré or') }).click();
    const legend = page.getByRole('list', { name: lang === 'fr' ? 'Légende' : 'Legend' });
    await expect(legend).toContainText(t.legend('Carré or', byRow));
    // By area: the whole last area.
    await pick(page, t.category, 'Catégorie 2');
    await page.getByRole('checkbox', { name: last!.name, exact: true }).check();
    await page.getByRole('button', { name: t.assignTo('Catégorie 2') }).click();
    await expect(legend).toContainText(t.legend('Catégorie 2', byArea));

    // Leaving with unsaved seats asks first.
    await page.getByRole('link', { name: t.nav }).click();
    await expect(page.getByRole('dialog', { name: t.leaveTitle })).toBeVisible();
    await page.getByRole('button', { name: t.stay }).click();
    // Axe once the dialog has gone: mid fade-out its buttons measured below contrast (a CI flake).
    await expect(page.getByRole('dialog', { name: t.leaveTitle })).toBeHidden();
    // The mapping with seats to save (its 'unsaved' badge): axe finds nothing serious.
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: t.saveMapping }).click();
    await expect(page.getByText(t.saved).first()).toBeVisible();

    await page.reload();
    await expect(legend).toContainText(t.legend('Carré or', byRow));
    await expect(legend).toContainText(t.legend('Catégorie 2', byArea));
    await expect(legend).toContainText(t.unassigned(map.seats.length - byRow - byArea));
  });
}

/** A pricing with two categories and a level, made through the API for the read-only and axe checks. */
async function apiPricing(request: APIRequestContext) {
  const call = await apiAs(request);
  const room = await theatre(request);
  const p = await call<{ id: string }>('POST', '/pricings', {
    name: `Lecture ${Date.now()}`,
    roomId: room.id,
  });
  const taxes = await call<{ id: string; rateBasisPoints: number }[]>('GET', '/tax-classes?pageSize=100');
  const withCategories = await call<{ categories: { id: string }[] }>(
    'POST',
    `/pricings/${p.id}/categories`,
    { name: 'Carré or' },
  );
  await call('POST', `/pricings/${p.id}/categories`, { name: 'Catégorie 2', defaultColour: '#2b8a3e' });
  const taxClassId = taxes.find((c) => c.rateBasisPoints === 550)!.id;
  const categoryId = withCategories.categories[0]!.id;
  await call('POST', `/pricings/${p.id}/price-levels`, {
    categoryId,
    name: 'Plein tarif',
    taxClassId,
    priceCents: 3500,
  });
  const seats = Object.fromEntries(room.map.seats.slice(0, 100).map((s) => [s.id, categoryId]));
  await call('PUT', `/pricings/${p.id}/seat-categories`, { seats });
  return p.id;
}

test('box office reads a pricing without the means to change it', async ({ page, request }) => {
  const id = await apiPricing(request);
  await useLanguage(page, 'en');
  await signInWithTokens(page, request, 'BOX_OFFICE');
  await page.goto('/pricing/all');
  await expect(page.getByRole('heading', { name: 'Pricings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add' })).toHaveCount(0);
  await page.goto(`/pricing/${id}`);
  await expect(page.getByRole('list', { name: 'Legend' })).toContainText('Carré or: 100 seats');
  await expect(page.getByTestId('seat-map-canvas')).toBeVisible();
  for (const name of ['Add a category', 'Rename', 'Save the mapping', 'Delete'])
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Add a price level/ })).toHaveCount(0);
});

test.describe('pricings accessibility', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe finds no serious violation on the list and the editor (${colorScheme})`, async ({
      page,
      request,
    }) => {
      const id = await apiPricing(request);
      await page.emulateMedia({ colorScheme });
      await signInWithTokens(page, request, 'SHOW_MANAGER');
      for (const path of ['/pricing/all', `/pricing/${id}`]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText(/Chargement/)).toHaveCount(0);
        if (path !== '/pricing/all') await expect(page.getByTestId('seat-map-canvas')).toBeVisible();
        expect(await seriousViolations(page), path).toEqual([]);
      }
    });
  }
});
