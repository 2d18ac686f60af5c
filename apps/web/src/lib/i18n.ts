import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, directionOf } from '@encore/shared/i18n/direction';
import frCommon from '@/locales/fr/common.json';
import frAuth from '@/locales/fr/auth.json';
import frErrors from '@/locales/fr/errors.json';
import frCatalogue from '@/locales/fr/catalogue.json';
import frSeatMap from '@/locales/fr/seat-map.json';
import frUsers from '@/locales/fr/users.json';
import frAccount from '@/locales/fr/account.json';
import frRooms from '@/locales/fr/rooms.json';
import frPricings from '@/locales/fr/pricings.json';
import frShows from '@/locales/fr/shows.json';
import frBoxOffice from '@/locales/fr/box-office.json';
import frOrders from '@/locales/fr/orders.json';
import enCommon from '@/locales/en/common.json';
import enAuth from '@/locales/en/auth.json';
import enErrors from '@/locales/en/errors.json';
import enCatalogue from '@/locales/en/catalogue.json';
import enSeatMap from '@/locales/en/seat-map.json';
import enUsers from '@/locales/en/users.json';
import enAccount from '@/locales/en/account.json';
import enRooms from '@/locales/en/rooms.json';
import enPricings from '@/locales/en/pricings.json';
import enShows from '@/locales/en/shows.json';
import enBoxOffice from '@/locales/en/box-office.json';
import enOrders from '@/locales/en/orders.json';

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

export async function initI18n(language = storedLanguage()) {
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: [
      'common',
      'auth',
      'errors',
      'catalogue',
      'seatMap',
      'users',
      'account',
      'rooms',
      'shows',
      'pricings',
      'boxOffice',
      'orders',
    ],
    defaultNS: 'common',
    resources: {
      fr: {
        common: frCommon,
        auth: frAuth,
        errors: frErrors,
        catalogue: frCatalogue,
        seatMap: frSeatMap,
        users: frUsers,
        account: frAccount,
        rooms: frRooms,
        pricings: frPricings,
        shows: frShows,
        boxOffice: frBoxOffice,
        orders: frOrders,
      },
      en: {
        common: enCommon,
        auth: enAuth,
        errors: enErrors,
        catalogue: enCatalogue,
        seatMap: enSeatMap,
        users: enUsers,
        account: enAccount,
        rooms: enRooms,
        pricings: enPricings,
        shows: enShows,
        boxOffice: enBoxOffice,
        orders: enOrders,
      },
    },
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

/** The locale used for dates and numbers (product.md: en-US and fr-FR). */
export const localeOf = (language: string) => (language.startsWith('en') ? 'en-US' : 'fr-FR');

export { i18n };
