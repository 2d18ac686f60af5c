import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * While axe measures, transitions and animations jump to their end: one that starts during the analysis
 * (a toast's 2 s ending and fading out, a hover) would otherwise be measured half-way, its colours blended
 * below contrast (color-contrast on a fading toast's text: a rooms spec flake).
 */
const frozen = `*, *::before, *::after {
  transition: none !important;
  animation-duration: 0s !important;
  animation-delay: 0s !important;
}`;

/** axe's serious and critical violations on the page, one line each (rule and elements), for toEqual([]). */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Colours measured mid-transition (a dialog fading out, a button's hover) read below contrast: axe runs
  // once the page's finite animations and transitions have ended (a cancelled one counts as ended; a
  // spinner's endless one is not waited for), and none runs until it is done.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const style = await page.addStyleTag({ content: frozen });
  try {
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  } finally {
    // The page may have moved on (a test that navigates next): the tag goes with it then.
    await style.evaluate((tag) => (tag as Element).remove()).catch(() => undefined);
  }
}
