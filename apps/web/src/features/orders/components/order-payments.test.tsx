import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Order } from '@encore/shared/orders/order.schema';
import ordersEn from '@/locales/en/orders.json';
import ordersFr from '@/locales/fr/orders.json';
import { stubMantineDom } from '@/test/mantine-dom';
import { OrderSummary } from './order-summary';

const i18n = createInstance();
beforeAll(async () => {
  stubMantineDom();
  await i18n.use(initReactI18next).init({
    lng: 'fr',
    defaultNS: 'orders',
    resources: { en: { orders: ordersEn }, fr: { orders: ordersFr } },
  });
});
afterEach(cleanup);

const at = '2026-11-27T18:00:00.000Z';
const payment = (method: 'cash' | 'card', amountCents: number) => ({
  id: `p-${method}`,
  method,
  amountCents,
  tenderedCents: null,
  changeCents: null,
  reference: null,
  tillSessionId: null,
  receivedBy: null,
  at,
});
const refund = (method: 'cash' | 'card', amountCents: number) => ({
  id: `r-${method}`,
  orderItemId: null,
  method,
  amountCents,
  reason: null,
  tillSessionId: null,
  refundedBy: null,
  at,
});
/** A cancelled order of 65.00 (its totals stay what they were), with the money facts given. */
const cancelled = (money: Partial<Order>): Order =>
  ({
    id: 'o1',
    number: 'B-0042',
    status: 'cancelled',
    salesChannelName: 'Guichet',
    showName: 'Le Misanthrope',
    paymentMethod: 'card',
    createdAt: at,
    validatedAt: at,
    cancelledAt: at,
    subtotalCents: 6161,
    feesCents: 0,
    totalCents: 6161,
    totalInclTaxCents: 6500,
    items: [],
    invitationReason: null,
    payments: [],
    refunds: [],
    paidCents: 0,
    refundedCents: 0,
    balanceCents: 0,
    ...money,
  }) as unknown as Order;

const show = async (lng: 'fr' | 'en', order: Order) => {
  await i18n.changeLanguage(lng);
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <OrderSummary order={order} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return screen.getByTestId('order-cancelled-money').textContent!.replace(/\s/g, ' ');
};

describe("a cancelled order's page (issue 23)", () => {
  it('says what was refunded and how, not only its total (fr)', async () => {
    const text = await show(
      'fr',
      cancelled({
        payments: [payment('card', 6500)],
        refunds: [refund('card', 4000), refund('cash', 2500)],
        paidCents: 6500,
        refundedCents: 6500,
      }),
    );
    expect(text).toBe('Commande annulée : 65,00 € remboursés sur 65,00 € encaissés (Carte, Espèces).');
    expect(screen.getByText('Montants de la commande avant son annulation')).toBeTruthy();
  });

  it('says a cancellation kept the money when nothing was refunded (en)', async () => {
    const text = await show(
      'en',
      cancelled({ payments: [payment('card', 6500)], paidCents: 6500, balanceCents: -6500 }),
    );
    expect(text).toBe('Order cancelled: €65.00 paid, nothing refunded.');
  });

  it('says nothing was paid when nothing was (en)', async () => {
    expect(await show('en', cancelled({}))).toBe('Order cancelled: nothing was paid, nothing to refund.');
  });
});
