import { expect, test } from '@playwright/test';
import { pickEventOnly } from './support/box-office';
import { showsSoldBySpec } from './support/shows-in-use';
import { signInWithTokens, useLanguage } from './support/session';

/**
 * A seat's tooltip at either edge of the map stays whole inside the map's frame (it was centred on its
 * seat, so the frame cut it at the right edge). Read-only: it hovers the layout spec's show, sells nothing.
 */
for (const [lang, notSelected] of [
  ['fr', 'non sélectionné'],
  ['en', 'not selected'],
] as const) {
  test(`a seat's tooltip at the map's edges is not cut by the frame (${lang})`, async ({ page, request }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await useLanguage(page, lang);
    await signInWithTokens(page, request, 'BOX_OFFICE');
    await page.goto('/box-office');
    await pickEventOnly(page, showsSoldBySpec.boxOfficeLayout[0]);
    const canvas = page.getByTestId('seat-map-canvas');
    await expect(canvas).toBeVisible({ timeout: 20_000 });
    // Zoomed in around the centre seat, whose tooltip (anchored on the seat) says where it lies.
    await canvas.focus();
    await canvas.press('ArrowDown');
    for (let i = 0; i < 8; i++) await canvas.press('+');
    const tooltip = canvas.locator('xpath=..').getByText(` · ${notSelected}`);
    const [left, top] = await tooltip
      .locator('xpath=..')
      .evaluate((el: HTMLElement) => [parseFloat(el.style.left), parseFloat(el.style.top)]);
    await canvas.blur();
    const frame = (await canvas.boundingBox())!;
    let seat = { x: frame.x + left!, y: frame.y + top! };

    // The map dragged so that seat lies at the right edge, then at the left edge; hovered there, its
    // tooltip stays whole inside the frame.
    for (const edgeX of [frame.x + frame.width - 4, frame.x + 4]) {
      await page.mouse.move(seat.x, seat.y);
      await page.mouse.down();
      await page.mouse.move(edgeX, seat.y, { steps: 12 });
      await page.mouse.up();
      seat = { x: edgeX, y: seat.y };
      await page.mouse.move(seat.x, seat.y + 1);
      await page.mouse.move(seat.x, seat.y);
      await expect(tooltip).toBeVisible();
      const tip = (await tooltip.boundingBox())!;
      expect(tip.x).toBeGreaterThanOrEqual(frame.x - 1);
      expect(tip.x + tip.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
    }
  });
}
