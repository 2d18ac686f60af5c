import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { emptyFigures } from '@encore/shared/analytics/figures.schema';
import en from '@/locales/en/analytics.json';
import fr from '@/locales/fr/analytics.json';
import { stubMantineDom } from '@/test/mantine-dom';
import { SalesSummary } from './sales-summary';

const i18n = createInstance();
beforeAll(async () => {
  stubMantineDom();
  await i18n
    .use(initReactI18next)
    .init({ lng: 'fr', resources: { en: { analytics: en }, fr: { analytics: fr } } });
});
afterEach(cleanup);

const totals = {
  key: 'total',
  label: '',
  detail: null,
  ...emptyFigures,
  vatByRate: {},
  // 2 tickets sold for 220.00 of tickets; 140.00 paid, 82.50 refunded; 1 invitation.
  tickets: 2,
  revenueInclVatCents: 22000,
  invitations: 1,
  paidCents: 14000,
  refundedCents: 8250,
  revenueCents: 5750,
};
const text = (id: string) => screen.getByTestId(id).textContent!.replace(/\s/g, ' ');

describe('the analytics summary (issue 23)', () => {
  it('gives the money that moved first, paid and refunded apart, invitations apart from tickets (fr)', async () => {
    await i18n.changeLanguage('fr');
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <SalesSummary totals={totals} />
        </MantineProvider>
      </I18nextProvider>,
    );
    expect(text('summary-revenue')).toBe('57,50 €');
    expect(text('summary-paid')).toBe('140,00 €');
    expect(text('summary-refunded')).toBe('82,50 €');
    expect(text('summary-tickets')).toBe('2');
    expect(text('summary-invitations')).toBe('1');
    expect(screen.getByText('Recette (encaissé − remboursé)')).toBeTruthy();
  });
});
