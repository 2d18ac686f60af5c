import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe's serious and critical violations on the page, one line each (rule and elements), for toEqual([]). */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Colours measured mid-transition (a dialog fading out, a button's hover) read below contrast: axe runs
  // once the page's finite animations and transitions have ended (a cancelled one counts as ended; a
  // spinner's endless one is not waited for).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
