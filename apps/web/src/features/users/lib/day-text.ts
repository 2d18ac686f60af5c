/** How a day is shown and typed in the app's language: fr-FR 21/11/2026, en-US 11/21/2026. */
export const dayFormatOf = (language: string) => (language.startsWith('en') ? 'MM/DD/YYYY' : 'DD/MM/YYYY');

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A day typed in the language's order (or as 'YYYY-MM-DD') as the API's 'YYYY-MM-DD', null while it is
 * not a real day yet. Mantine's default parser ignores the display format without a dayjs plugin, which
 * would read 03/04 as March 4 in French.
 */
export function parseDayText(text: string, language: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const local = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  let year: number, month: number, day: number;
  if (iso) [year, month, day] = iso.slice(1).map(Number) as [number, number, number];
  else if (local) {
    const [a, b, y] = local.slice(1).map(Number) as [number, number, number];
    year = y;
    [month, day] = language.startsWith('en') ? [a, b] : [b, a];
  } else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** Today in the browser's time zone, as 'YYYY-MM-DD'. */
export function todayDay(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
