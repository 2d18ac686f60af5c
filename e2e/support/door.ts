import { expect, type Page } from '@playwright/test';

/** Picks the event of the door (search on the show's name, then the first match). */
export async function openDoor(page: Page, show: string) {
  await page.goto('/check-in');
  const picker = page.getByTestId('door-event-picker');
  await picker.click();
  await picker.fill(show);
  await page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(show) })
    .first()
    .click();
  // The event's ticket list is on the device: the door can go on without the network.
  await expect(page.getByTestId('door-ready')).toBeVisible({ timeout: 15_000 });
}
