import { expect, test, type Page } from '@playwright/test';
import { signInWithTokens, useLanguage } from './support/session';

/**
 * The elements of the page's main region that scroll (or clip) sideways: what is wider than its box, by
 * how many pixels. A table wider than its card shows a scrollbar and cuts its last column.
 */
async function sidewaysOverflows(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`page +${root.scrollWidth - root.clientWidth}px`);
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('main *'))) {
      const { overflowX } = getComputedStyle(el);
      if (overflowX === 'visible' || el.clientWidth === 0) continue;
      const extra = el.scrollWidth - el.clientWidth;
      if (extra > 0)
        found.push(`${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')} +${extra}px`);
    }
    return found;
  });
}

for (const language of ['fr', 'en'] as const)
  test(`the orders table fits its card on a 1280 px screen (${language})`, async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await useLanguage(page, language);
    await signInWithTokens(page, request, 'ADMIN');
    await page.goto('/order/all');
    // The demo's orders, e-mails of customers included (the longest words of the table).
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows.first().getByRole('link')).toBeVisible();
    await expect(rows.filter({ hasText: '@' }).first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThan(5);
    expect(await sidewaysOverflows(page)).toEqual([]);
  });
