import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import analyticsEn from '@/locales/en/analytics.json';
import analyticsFr from '@/locales/fr/analytics.json';
import { stubMantineDom } from '@/test/mantine-dom';
import { AnalyticsFilters } from './analytics-filters';

// The date range is under test: the show filter finds nothing.
const noShows = {
  useOptions: () => ({ data: [], isFetching: false, isPlaceholderData: false }),
  useOption: () => null,
};

async function renderIn(lng: 'en' | 'fr') {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    defaultNS: 'analytics',
    interpolation: { escapeValue: false },
    resources: { en: { analytics: analyticsEn }, fr: { analytics: analyticsFr } },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <AnalyticsFilters
          value={{ from: '2026-10-27', to: '2026-11-25' }}
          onChange={() => {}}
          onClear={() => {}}
          shows={noShows}
          channels={[]}
        />
      </MantineProvider>
    </I18nextProvider>,
  );
}

beforeAll(() => stubMantineDom());
afterEach(cleanup);

describe('the analytics date range', () => {
  it.each([
    ['fr', '27 oct. 2026 – 25 nov. 2026'],
    ['en', 'Oct 27, 2026 – Nov 25, 2026'],
  ] as const)('names the months in the interface language (%s)', async (lng, text) => {
    await renderIn(lng);
    expect(screen.getByText(text)).toBeTruthy();
  });
});
