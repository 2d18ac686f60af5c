import { expect, test } from '@playwright/test';
import { signInWithTokens, useLanguage } from './support/session';

// Issue 15: what a role may not do, it does not see; no lost edits; a missing record says so.
test.describe('what a role may not do, it does not see', () => {
  test('box office sees no add, edit or delete in the catalogue and is sent away from add forms (English)', async ({
    page,
    request,
  }) => {
    await useLanguage(page, 'en');
    await signInWithTokens(page, request, 'BOX_OFFICE');
    for (const [path, heading] of [
      ['/artist/all', 'Artists'],
      ['/producer/all', 'Producers'],
      ['/room/all', 'Rooms'],
      ['/pricing/all', 'Pricings'],
      ['/settings/show-category/all', 'Show categories'],
      ['/settings/sales-channel', 'Sales channels'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Add', exact: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
    }
    await page.goto('/artist/add');
    await expect(page).toHaveURL(/\/not-authorized$/);
    await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
  });

  test('an artist is sent to /not-authorized from the screens its rules refuse (French)', async ({
    page,
    request,
  }) => {
    await signInWithTokens(page, request, 'ARTIST');
    for (const path of ['/pricing/all', '/settings/sales-channel', '/settings/tax-class']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/not-authorized$/);
      await expect(page.getByRole('heading', { name: 'Accès non autorisé' })).toBeVisible();
    }
  });

  test('an unknown record shows the not-found state, and Take me Back leads home from a first page (English)', async ({
    page,
    request,
  }) => {
    await useLanguage(page, 'en');
    await signInWithTokens(page, request, 'ADMIN');
    await page.goto('/artist/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
    await expect(page.getByText(/Failed/)).toHaveCount(0);
    // The first page of the tab: nothing of ours to go back to, so home.
    await page.getByRole('button', { name: 'Take me Back' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
  });
});

test.describe('no lost edits', () => {
  test('a form with changes asks before leaving; saving it leaves without asking (French)', async ({
    page,
    request,
  }) => {
    await signInWithTokens(page, request, 'ADMIN');
    await page.goto('/artist/add');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await page.getByLabel(/^Nom de scène/).fill(`Les Oubliés ${Date.now()}`);
    await nav.getByRole('link', { name: 'Producteurs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Rester' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/artist\/add$/);
    // The save's own move to the new artist's page is not a loss: no question.
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page).toHaveURL(/\/artist\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Enregistré avec succès').first()).toBeVisible();
    await nav.getByRole('link', { name: 'Producteurs' }).click();
    await expect(page).toHaveURL(/\/producer\/all$/);
    await expect(dialog).toBeHidden();
  });
});

test.describe('producer and artist accounts', () => {
  test('a super admin creates a PRODUCER account linked to a producer, who then sees exactly its shows (English)', async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    const stamp = Date.now();
    const email = `rhone-${stamp}@example.com`;
    await useLanguage(page, 'en');
    const { token } = await signInWithTokens(page, request, 'SUPER_ADMIN');
    const auth = { authorization: `Bearer ${token}` };
    const producer = (
      (await (await request.get('/api/producers?search=Rhône', { headers: auth })).json()).data as {
        id: string;
        name: string;
      }[]
    )[0]!;
    const theirs = (await (
      await request.get(`/api/shows?producerId=${producer.id}&pageSize=100`, { headers: auth })
    ).json()) as { meta: { total: number } };
    expect(theirs.meta.total).toBeGreaterThan(0);

    await page.goto('/user/add');
    await page.getByLabel(/^First name/).fill('Rémi');
    await page.getByLabel(/^Family name/).fill(`Rhône${stamp}`);
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel('Role').selectOption('PRODUCER');
    await page.getByLabel(/^Password/).fill('secret1');
    await page.getByLabel(/^Confirm password/).fill('secret1');
    await page.getByRole('switch', { name: 'Account activated' }).check();
    // Required for a producer account: said under the field, once.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('A producer account must be linked to its producer')).toHaveCount(1);
    await page.getByRole('combobox', { name: 'Producer' }).fill('Rhône');
    await page
      .getByRole('listbox', { name: 'Producer' })
      .getByRole('option', { name: producer.name })
      .click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/user\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('combobox', { name: 'Producer' })).toHaveValue(producer.name);

    const context = await browser.newContext();
    const them = await context.newPage();
    await useLanguage(them, 'en');
    await them.goto('/auth/login');
    await them.getByLabel('Email').fill(email);
    await them.getByLabel(/^Password/).fill('secret1');
    await them.getByRole('button', { name: 'Sign in' }).click();
    await expect(them.getByTestId('user-menu')).toContainText('Rémi');
    await them.goto('/show/all');
    const rows = them.getByRole('row').filter({ has: them.getByRole('cell') });
    await expect(rows).toHaveCount(Math.min(theirs.meta.total, 25));
    for (const row of await rows.all()) await expect(row).toContainText(producer.name);
    await context.close();
  });

  test('a signed-up account is activated from the list with its role and artist (French)', async ({
    page,
    request,
  }) => {
    const stamp = Date.now();
    await request.post('/api/auth/signup', {
      data: {
        firstName: 'Inès',
        lastName: `Chant${stamp}`,
        email: `ines-${stamp}@example.com`,
        password: 'long-enough',
      },
    });
    await signInWithTokens(page, request, 'SUPER_ADMIN');
    await page.goto('/user/all');
    await page.getByLabel('Rechercher').fill(`Chant${stamp}`);
    const row = page.getByRole('row', { name: new RegExp(`Inès Chant${stamp}`) });
    await expect(row).toContainText('Désactivé');
    await row.getByRole('button', { name: `Activer Inès Chant${stamp}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Rôle/).selectOption('ARTIST');
    await dialog.getByRole('button', { name: 'Activer' }).click();
    await expect(dialog.getByText('Un compte artiste doit être lié à son artiste')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Artiste' }).click();
    await page.getByRole('listbox', { name: 'Artiste' }).getByRole('option').first().click();
    await dialog.getByRole('button', { name: 'Activer' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Activé');
    await expect(row).toContainText('Artiste');
  });
});
