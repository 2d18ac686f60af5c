import type { Page } from '@playwright/test';

const parts = {
  fr: { hours: 'heures', amPm: 'AM ou PM', separator: ' : ' },
  en: { hours: 'hours', amPm: 'AM or PM', separator: ': ' },
} as const;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Types an 'HH:mm' time in a time field (components/form/time-field.tsx) as a person would: in French the
 * hours and minutes of a 24-hour clock, in English a 12-hour clock and AM or PM.
 */
export async function typeTime(page: Page, field: string, time: string, language: 'fr' | 'en') {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const say = parts[language];
  await page.getByRole('spinbutton', { name: `${field}${say.separator}${say.hours}` }).click();
  if (language === 'fr') {
    await page.keyboard.type(`${pad(h)}${pad(m)}`);
    return;
  }
  await page.keyboard.type(`${pad(h % 12 || 12)}${pad(m)}`);
  await page.getByRole('combobox', { name: `${field}${say.separator}${say.amPm}` }).press(h < 12 ? 'a' : 'p');
}
