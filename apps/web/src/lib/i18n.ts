import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, directionOf } from '@encore/shared/i18n/direction';
import { catalogueBackend, startNamespaces } from './i18n-catalogues';

export const LANGUAGE_KEY = 'language';

export function storedLanguage(): string {
  try {
    return localStorage.getItem(LANGUAGE_KEY) || defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

/** `<html lang dir>` follow the language; any right-to-left code of the spec flips the layout. */
export function applyDocumentLanguage(language: string) {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/**
 * Starts i18next with the stored language (French by default). Only that language's start namespaces download
 * before the first render; a screen's namespace downloads when its first component asks for it (react-i18next
 * suspends it meanwhile, so no key shows), the other language when the user switches to it.
 */
export async function initI18n(language = storedLanguage()) {
  await i18n
    .use(initReactI18next)
    .use(catalogueBackend(i18n))
    .init({
      lng: language,
      // French and English ship complete (locales.test.ts); any other code shows English texts.
      fallbackLng: { fr: [], en: [], default: ['en'] },
      load: 'languageOnly',
      // A copy: i18next adds each namespace loaded later to this list.
      ns: [...startNamespaces],
      defaultNS: 'common',
      // Every value goes through `format`: numbers get the language's digits grouping (below).
      interpolation: { escapeValue: false, alwaysFormat: true },
      returnNull: false,
    });
  formatInterpolatedNumbers(i18n);
  applyDocumentLanguage(language);
  i18n.on('languageChanged', applyDocumentLanguage);
  return i18n;
}

export async function changeLanguage(language: string) {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    /* not persisted */
  }
  await i18n.changeLanguage(language);
}

/**
 * The locale used for dates and numbers (product.md: en-US and fr-FR). Any language other than French
 * shows the English texts (i18next's fallback), so its dates and numbers are English too: an Arabic
 * interface never mixes English words with French dates.
 */
export const localeOf = (language: string) => (language.startsWith('fr') ? 'fr-FR' : 'en-US');

const numberFormats = new Map<string, Intl.NumberFormat>();

type Format = (
  value: unknown,
  format: string | undefined,
  lng: string | undefined,
  options: object,
) => unknown;

/**
 * A number put into a text is written the language's way, whatever the key: "21 836 restantes" in French,
 * "21,836 left" in English (they read "21836"). Named formats (`{{n, currency}}`) keep i18next's own.
 * Needs `interpolation.alwaysFormat` (i18next calls `format` for plain `{{n}}` only then).
 */
export function formatInterpolatedNumbers(instance: typeof i18n) {
  const interpolator = instance.services.interpolator as unknown as { format: Format };
  const named = interpolator.format;
  interpolator.format = (value, format, lng, options) => {
    if (format || typeof value !== 'number' || !Number.isFinite(value))
      return named(value, format, lng, options);
    const locale = localeOf(lng ?? instance.language ?? defaultLanguage);
    let numbers = numberFormats.get(locale);
    if (!numbers)
      numberFormats.set(locale, (numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })));
    return numbers.format(value);
  };
}

export { i18n };
