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
      interpolation: { escapeValue: false },
      returnNull: false,
    });
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

export { i18n };
