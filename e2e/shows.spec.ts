import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInWithTokens, useLanguage } from './support/session';
import { seriousViolations } from './support/axe';
import { typeTime } from './support/time';

// Shows are scheduled over a year ahead, on days the demo season (the next few months) leaves free.
const monthsAhead = 14;
const room = 'Le Hangar';

/** The target month's days as the calendar names them (en-US, long), and as 'YYYY-MM-DD'. */
function futureDays(days: number[]) {
  const now = new Date();
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + monthsAhead;
  const label = new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return days.map((day) => {
    const date = new Date(Date.UTC(year, month, day, 12));
    return { label: label.format(date), iso: date.toISOString().slice(0, 10) };
  });
}

async function choose(page: Page, field: string, option?: string) {
  await page.getByRole('combobox', { name: field }).click();
  const list = page.getByRole('listbox', { name: field });
  await (option ? list.getByRole('option', { name: option }) : list.getByRole('option').first()).click();
}

/** Fills the required fields of the show form (English) and picks the days on the calendar. */
async function fillShow(page: Page, name: string, days: { label: string }[]) {
  await page.getByLabel(/^Name/).fill(name);
  await choose(page, 'Producer');
  await choose(page, 'Room', room);
  for (let i = 0; i < monthsAhead; i++) await page.getByRole('button', { name: 'Next month' }).click();
  for (const day of days) await page.getByRole('button', { name: day.label }).click();
}

async function addTimeToAll(page: Page, time: string) {
  await typeTime(page, 'Time for all dates', time, 'en');
  await page.getByRole('button', { name: 'Add to all dates' }).click();
}

async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

test.describe('shows', () => {
  test('a show manager schedules a show, hits the clash, removes an event (English)', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const name = `Tournée Test ${Date.now()}`;
    const days = futureDays([10, 11, 12]);
    await useLanguage(page, 'en');
    await signInWithTokens(page, request, 'SHOW_MANAGER');
    await page.goto('/show/all');
    await page.getByRole('link', { name: 'Add' }).click();
    await expect(page.getByRole('heading', { name: 'New show' })).toBeVisible();
    await fillShow(page, name, days);
    await addTimeToAll(page, '15:00');
    await addTimeToAll(page, '20:30');
    await expect(page.getByText('3 dates, 6 events')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved with success').first()).toBeVisible();
    await expect(page).toHaveURL(/\/show\/[0-9a-f-]{36}$/);

    await page.getByRole('link', { name: /^Events/ }).click();
    await expect(page.getByRole('heading', { name: `Events · ${name}` })).toBeVisible();
    const rows = page.getByRole('table', { name: 'Events of the show' }).locator('tbody tr');
    await expect(rows).toHaveCount(6);

    // The same room at a time already taken: refused with E02001 naming the show there, the form keeps
    // what was typed.
    await page.getByLabel('Date').click();
    for (let i = 0; i < monthsAhead; i++) await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByRole('button', { name: days[0]!.label }).click();
    await typeTime(page, 'Time', '15:30', 'en');
    await page.getByRole('button', { name: 'Add the event' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: `3:30 PM overlaps “${name}” in this room` })
        .first(),
    ).toBeVisible();
    await expect(rows).toHaveCount(6);

    const first = rows.first();
    await first.getByRole('button', { name: /^Remove the event/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Event removed')).toBeVisible();
    await expect(rows).toHaveCount(5);

    // A second show in the same room at a taken time: the clash is told under the dates, nothing is lost.
    await page.goto('/show/add');
    await fillShow(page, `${name} bis`, [days[1]!]);
    await addTimeToAll(page, '20:00');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`8:00 PM overlaps “${name}” in this room`)).toBeVisible();
    await expect(page).toHaveURL(/\/show\/add$/);
    await expect(page.getByLabel(/^Name/)).toHaveValue(`${name} bis`);
  });

  for (const [language, toast, dateMessage] of [
    ['en', 'Invalid form. Please check all fields', 'Please select at least one date'],
    ['fr', 'Formulaire invalide. Veuillez vérifier tous les champs', 'Veuillez choisir au moins une date'],
  ] as const) {
    test(`an invalid show form is refused with its messages (${language})`, async ({ page, request }) => {
      await useLanguage(page, language);
      await signInWithTokens(page, request, 'SHOW_MANAGER');
      await page.goto('/show/add');
      await page.getByRole('button', { name: language === 'en' ? 'Save' : 'Enregistrer' }).click();
      await expect(page.getByText(toast)).toBeVisible();
      await expect(page.getByText(dateMessage)).toBeVisible();
      await expect(page).toHaveURL(/\/show\/add$/);
    });
  }

  test('a show manager cancels an event and reinstates it (English)', async ({ page, request }) => {
    await useLanguage(page, 'en');
    const { token } = await signInWithTokens(page, request, 'SHOW_MANAGER');
    // The show is set up through the API: this journey is about the events page.
    const rooms = await apiGet<{ data: { id: string }[] }>(
      request,
      token,
      `/rooms?pageSize=10&search=${encodeURIComponent(room)}`,
    );
    const producers = await apiGet<{ data: { id: string }[] }>(request, token, '/producers?pageSize=10');
    const created = await request.post('/api/shows', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        name: `Relâche Test ${Date.now()}`,
        producerId: producers.data[0]!.id,
        roomId: rooms.data[0]!.id,
        durationMinutes: 90,
        dates: [{ date: futureDays([20])[0]!.iso, times: ['20:00'] }],
      },
    });
    expect(created.status()).toBe(201);
    const { data: show } = (await created.json()) as { data: { id: string } };

    await page.goto(`/show/${show.id}/events`);
    const row = page.getByRole('table', { name: 'Events of the show' }).locator('tbody tr').first();
    await expect(row.getByText('Scheduled')).toBeVisible();
    await row.getByRole('button', { name: /^Cancel the event/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('stays in the list with its sales');
    await dialog.getByRole('button', { name: 'Cancel the event' }).click();
    await expect(page.getByText('Saved with success').first()).toBeVisible();
    await expect(row.getByText('Cancelled')).toBeVisible();
    await row.getByRole('button', { name: /^Reinstate the event/ }).click();
    await expect(row.getByText('Scheduled')).toBeVisible();
  });

  test('a producer sees only its own shows', async ({ page, request }) => {
    await useLanguage(page, 'en');
    const { token } = await signInWithTokens(page, request, 'PRODUCER');
    const own = await apiGet<{ data: { name: string }[] }>(request, token, '/producers?pageSize=100');
    expect(own.data).toHaveLength(1);
    const shows = await apiGet<{ data: { producerName: string }[]; meta: { total: number } }>(
      request,
      token,
      '/shows?pageSize=100',
    );
    expect(shows.meta.total).toBeGreaterThan(0);
    expect(new Set(shows.data.map((s) => s.producerName))).toEqual(new Set([own.data[0]!.name]));

    await page.goto('/show/all');
    const table = page.getByRole('table', { name: 'Shows' });
    await expect(page.getByText(new RegExp(`of ${shows.meta.total}$`))).toBeVisible();
    const producers = await table.locator('tbody tr td:nth-child(2)').allInnerTexts();
    expect(new Set(producers)).toEqual(new Set([own.data[0]!.name]));
  });

  test('an artist and the box office read shows without changing them', async ({ browser, request }) => {
    for (const role of ['ARTIST', 'BOX_OFFICE'] as const) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await useLanguage(page, 'en');
      await signInWithTokens(page, request, role);
      await page.goto('/show/all');
      await expect(page.getByRole('heading', { name: 'Shows' })).toBeVisible();
      await expect(page.getByText('Loading')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Add' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /^Events of / })).toHaveCount(0);
      await context.close();
    }
  });
});

test.describe('shows accessibility', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${colorScheme} mode`, () => {
      test.use({ colorScheme });
      for (const screen of ['/show/all', '/show/add', 'events'] as const) {
        test(`axe finds no serious violation on ${screen}`, async ({ page, request }) => {
          test.setTimeout(60_000);
          const { token } = await signInWithTokens(page, request, 'SHOW_MANAGER');
          let path: string = screen;
          if (screen === 'events') {
            const shows = await apiGet<{ data: { id: string }[] }>(request, token, '/shows?pageSize=10');
            path = `/show/${shows.data[0]!.id}/events`;
          }
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.getByText(/Chargement/)).toHaveCount(0);
          await page.waitForLoadState('networkidle');
          expect(await seriousViolations(page)).toEqual([]);
        });
      }
    });
  }
});
