import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import boxOfficeEn from '@/locales/en/box-office.json';
import boxOfficeFr from '@/locales/fr/box-office.json';
import errorsEn from '@/locales/en/errors.json';
import errorsFr from '@/locales/fr/errors.json';

/** Renders a box-office component in French or English with the real catalogues. */
export async function renderBoxOffice(lng: 'en' | 'fr', ui: ReactNode) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    defaultNS: 'boxOffice',
    interpolation: { escapeValue: false },
    resources: {
      en: { boxOffice: boxOfficeEn, errors: errorsEn },
      fr: { boxOffice: boxOfficeFr, errors: errorsFr },
    },
  });
  const wrap = (node: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">{node}</MantineProvider>
    </I18nextProvider>
  );
  return { ...render(wrap(ui)), wrap };
}
