import { expect, test, type Page } from '@playwright/test';
import { pickEventOnly } from './support/box-office';
import { showsSoldBySpec } from './support/shows-in-use';
import { createAccount, signInAs, signInWithTokens, useLanguage } from './support/session';

// Both languages hold seats of the same event: one after the other, each on the next free seat.
test.describe.configure({ mode: 'default' });

const words = {
  en: { held: 'Held by another seller', notSelected: 'not selected', none: '0 seats selected' },
  fr: { held: 'Réservée par un autre vendeur', notSelected: 'non sélectionné', none: '0 place sélectionnée' },
};
/** The map's colour of a seat another seller holds (light scheme). */
const heldColour = '#f59f00';
const password = 'Held-seat-2026';

/** The seat's tooltip over the map (hover or keyboard): "Area, row B, seat 12 · not selected[ · note]". */
const tooltipOf = (page: Page, notSelected: string) =>
  page.getByTestId('seat-map-canvas').locator('xpath=..').getByText(` · ${notSelected}`);

/** The arena's plan has a standing area too (listed beside the map): wait for the map itself. */
async function openMap(page: Page, show: string) {
  await page.goto('/box-office');
  await pickEventOnly(page, show);
  await expect(page.getByTestId('seat-map-canvas')).toBeVisible({ timeout: 20_000 });
}

/** "+" presses on the found seat (1.25 times each). */
const zoomSteps = 10;

/**
 * Walks the map with the keyboard from the seat nearest its centre to the first seat with no note (not
 * held, not sold), `steps` arrows to the right at least; returns the seat's name, the number of steps and
 * where the seat lies on the screen (the tooltip is anchored on it).
 */
async function walkToFreeSeat(page: Page, notSelected: string, steps = 0) {
  const canvas = page.getByTestId('seat-map-canvas');
  const tooltip = tooltipOf(page, notSelected);
  await canvas.focus();
  await canvas.press('ArrowDown');
  for (let i = 0; i < steps; i++) await canvas.press('ArrowRight');
  for (; (await tooltip.textContent())!.split(' · ').length > 2; steps++) await canvas.press('ArrowRight');
  // Zoomed in around it (an arena's 20,000 seats are a pixel or two each at first): a seat to point at.
  for (let i = 0; i < zoomSteps; i++) await canvas.press('+');
  const name = (await tooltip.textContent())!.split(' · ')[0]!;
  const anchor = await tooltip
    .locator('xpath=..')
    .evaluate((el: HTMLElement) => [el.style.left, el.style.top]);
  const box = (await canvas.boundingBox())!;
  const point = { x: box.x + parseFloat(anchor[0]!), y: box.y + parseFloat(anchor[1]!) };
  return { name, steps, point };
}

/** The colours drawn around a point of the map (a 5 x 5 pixels square), as #rrggbb. */
const coloursAt = (page: Page, point: { x: number; y: number }) =>
  page.getByTestId('seat-map-canvas').evaluate((canvas: HTMLCanvasElement, { x, y }) => {
    const box = canvas.getBoundingClientRect();
    const dpr = canvas.width / box.width;
    const [cx, cy] = [Math.round((x - box.left) * dpr), Math.round((y - box.top) * dpr)];
    const { data } = canvas.getContext('2d')!.getImageData(cx - 2, cy - 2, 5, 5);
    const hex = (i: number) =>
      `#${[data[i]!, data[i + 1]!, data[i + 2]!].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
    return Array.from({ length: data.length / 4 }, (_, k) => hex(k * 4));
  }, point);

for (const lang of ['fr', 'en'] as const) {
  test(`a seat another seller holds turns held live, says so on hover and on click, and is not selected (${lang})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const w = words[lang];
    const show = showsSoldBySpec.boxOfficeHeldSeat[0];
    const [contextA, contextB] = await Promise.all([
      browser.newContext({ colorScheme: 'light' }),
      browser.newContext({ colorScheme: 'light' }),
    ]);
    const [a, b] = await Promise.all([contextA.newPage(), contextB.newPage()]);
    const sellerB = await createAccount(request, password);
    await Promise.all([useLanguage(a, lang), useLanguage(b, lang)]);
    await signInWithTokens(a, request, 'BOX_OFFICE');
    await signInAs(b, request, sellerB, password);

    // Seller B has the event open first, the mouse on a free seat: its tooltip has no note.
    await openMap(b, show);
    const seat = await walkToFreeSeat(b, w.notSelected);
    await b.getByTestId('seat-map-canvas').press('Escape');
    const tooltip = tooltipOf(b, w.notSelected);
    await expect(tooltip).toBeHidden();
    await b.mouse.move(seat.point.x, seat.point.y);
    await expect(tooltip).toHaveText(`${seat.name} · ${w.notSelected}`);
    expect(await coloursAt(b, seat.point)).not.toContain(heldColour);

    // Seller A puts that seat in its cart (the same walk on the same map reaches the same seat).
    await openMap(a, show);
    const held = await walkToFreeSeat(a, w.notSelected, seat.steps);
    expect(held.name).toBe(seat.name);
    await a.getByTestId('seat-map-canvas').press('Enter');
    await expect(a.getByTestId('selection-count')).toContainText('1');
    await a.getByTestId('add-to-cart').click();
    await expect(a.getByTestId('cart-item')).toHaveCount(1, { timeout: 15_000 });

    // B's map follows without a reload: the tooltip under the mouse and the seat's colour change.
    await expect(tooltip).toHaveText(`${seat.name} · ${w.notSelected} · ${w.held}`);
    await expect.poll(() => coloursAt(b, seat.point)).toContain(heldColour);
    // Hovered again, the seat says so.
    await b.mouse.move(1, 1);
    await expect(tooltip).toBeHidden();
    await b.mouse.move(seat.point.x, seat.point.y);
    await expect(tooltip).toHaveText(`${seat.name} · ${w.notSelected} · ${w.held}`);

    // Clicked, it says so in a warning naming the seat, and B's selection stays empty.
    await b.mouse.click(seat.point.x, seat.point.y);
    const toast = b.getByRole('alert').filter({ hasText: w.held });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(seat.name);
    await expect(b.getByTestId('selection-count')).toHaveText(w.none);
    await expect(b.getByTestId('add-to-cart')).toBeDisabled();
    await Promise.all([contextA.close(), contextB.close()]);
  });
}
