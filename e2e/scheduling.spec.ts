import { expect, test } from '@playwright/test';
import { signInWithTokens, useLanguage } from './support/session';
import { typeTime } from './support/time';

/** Scheduling that says what it does (issue 15, point 7): the show form's calendar, in French and English. */
const texts = {
  fr: {
    previous: 'Mois précédent',
    next: 'Mois suivant',
    timeOf: (day: string) => `Nouvel horaire le ${day}`,
    addOn: (day: string) => `Ajouter un horaire le ${day}`,
    removeTime: (day: string) => `Retirer 20:30 le ${day}`,
    copied: (day: string) => `Mêmes horaires que le ${day} : modifiez-les ici avant d’enregistrer.`,
    locale: 'fr-FR',
  },
  en: {
    previous: 'Previous month',
    next: 'Next month',
    timeOf: (day: string) => `New time on ${day}`,
    addOn: (day: string) => `Add a time on ${day}`,
    removeTime: (day: string) => `Remove 8:30 PM on ${day}`,
    copied: (day: string) => `Same times as ${day}: change them here before saving.`,
    locale: 'en-US',
  },
} as const;

/** Days 10 and 11 of the month after next, named as the calendar names them. */
function laterDays(locale: string) {
  const now = new Date();
  const format = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return [10, 11].map((day) =>
    format.format(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, day, 12))),
  );
}

// An English browser: the French screen's times still count 24 hours (issue 15, point 5).
test.use({ locale: 'en-US' });

for (const language of ['fr', 'en'] as const) {
  test(`${language}: past days cannot be picked; a new day says it took the previous day's times`, async ({
    page,
    request,
  }) => {
    const say = texts[language];
    await useLanguage(page, language);
    await signInWithTokens(page, request, 'SHOW_MANAGER');
    await page.goto('/show/add');
    const days = page.locator('.mantine-DatePicker-day:not([data-hidden])');
    await page.getByRole('button', { name: say.previous }).click();
    await expect(days.first()).toBeVisible();
    // Every day of last month is out of reach for a new event.
    expect(await days.evaluateAll((all) => all.every((d) => d.hasAttribute('data-disabled')))).toBe(true);

    await page.getByRole('button', { name: say.next }).click();
    await page.getByRole('button', { name: say.next }).click();
    await page.getByRole('button', { name: say.next }).click();
    const [first, second] = laterDays(say.locale) as [string, string];
    await page.getByRole('button', { name: first, exact: true }).click();
    await typeTime(page, say.timeOf(first), '20:30', language);
    await expect(page.getByRole('combobox', { name: /AM (ou|or) PM/ })).toHaveCount(
      language === 'fr' ? 0 : 2,
    );
    await page.getByRole('button', { name: say.addOn(first) }).click();
    await page.getByRole('button', { name: second, exact: true }).click();
    const note = page.getByTestId('times-copied');
    await expect(note).toHaveText(say.copied(first));
    await expect(page.getByRole('button', { name: say.removeTime(second) })).toBeVisible();
    // Changing the copied times is right there; once changed, the note has said its part.
    await page.getByRole('button', { name: say.removeTime(second) }).click();
    await expect(note).toHaveCount(0);
  });
}
