import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import tillEn from '@/locales/en/till.json';
import tillFr from '@/locales/fr/till.json';
import errorsEn from '@/locales/en/errors.json';
import errorsFr from '@/locales/fr/errors.json';

/** Renders a till component in French or English with the real catalogues. */
export async function renderTill(lng: 'en' | 'fr', ui: ReactNode) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    defaultNS: 'till',
    interpolation: { escapeValue: false },
    resources: { en: { till: tillEn, errors: errorsEn }, fr: { till: tillFr, errors: errorsFr } },
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">{ui}</MantineProvider>
    </I18nextProvider>,
  );
}
