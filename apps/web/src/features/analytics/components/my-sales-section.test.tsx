import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { Dashboard } from '@encore/shared/analytics/dashboard.schema';
import en from '@/locales/en/analytics.json';
import fr from '@/locales/fr/analytics.json';
import { stubMantineDom } from '@/test/mantine-dom';
import { MySalesSection } from './my-sales-section';

const i18n = createInstance();
beforeAll(async () => {
  stubMantineDom();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { analytics: en }, fr: { analytics: fr } },
  });
});
afterEach(cleanup);

const show = async (language: string, today: NonNullable<Dashboard['mySales']>['today']) => {
  await i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <MemoryRouter>
          <MySalesSection mySales={{ today, openCarts: 0, pendingOrders: 0 }} today="2026-11-28" />
        </MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  );
};
const text = (s: string) => s.replace(/\s/g, ' ');
const body = () => text(document.body.textContent ?? '');

describe('My sales today', () => {
  it('shows a refund today of an older sale apart, not as negative tickets (issue 23)', async () => {
    // Nothing sold today; 3 tickets of an older order cancelled and 62.50 paid back.
    await show('en', {
      tickets: 0,
      invitations: 0,
      cancelledTickets: 3,
      paidCents: 0,
      refundedCents: 6250,
      revenueCents: -6250,
    });
    expect(body()).toContain('0 tickets');
    expect(body()).not.toContain('-3');
    expect(body()).toContain('Paid €0.00 · Refunded €62.50');
    expect(body()).toContain('3 tickets cancelled');
  });

  it('counts invitations apart from tickets sold, in French', async () => {
    await show('fr', {
      tickets: 4,
      invitations: 1,
      cancelledTickets: 0,
      paidCents: 14000,
      refundedCents: 0,
      revenueCents: 14000,
    });
    expect(body()).toContain('140,00 €');
    expect(body()).toContain('4 billets · 1 invitation');
    expect(body()).toContain('Encaissé 140,00 € · Remboursé 0,00 €');
    expect(body()).not.toContain('annulé');
    expect(screen.getByText('Mes ventes du jour')).toBeTruthy();
  });
});
