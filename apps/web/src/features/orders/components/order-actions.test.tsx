import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Order } from '@encore/shared/orders/order.schema';
import errorsEn from '@/locales/en/errors.json';
import errorsFr from '@/locales/fr/errors.json';
import ordersEn from '@/locales/en/orders.json';
import ordersFr from '@/locales/fr/orders.json';
import { stubMantineDom } from '@/test/mantine-dom';
import { OrderActions } from './order-actions';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

beforeAll(() => stubMantineDom());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  notify.mockReset();
});

const order = {
  id: 'o1',
  number: 'B-0042',
  status: 'pending_approval',
  items: [],
  payments: [],
  paidCents: 0,
  refundedCents: 0,
} as unknown as Order;

type Allowed = Parameters<typeof OrderActions>[0]['allowed'];

async function renderActions(lng: 'en' | 'fr', allowed: Allowed) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    defaultNS: 'orders',
    interpolation: { escapeValue: false },
    resources: { en: { orders: ordersEn, errors: errorsEn }, fr: { orders: ordersFr, errors: errorsFr } },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <OrderActions order={order} allowed={allowed} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

/** Approves as the show manager against an API that refuses: the sale closed since the order was made. */
async function approveRefused(lng: 'en' | 'fr', reason: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json(
        { error: { code: 'E03007', message: 'This event is not on sale', details: { reason } } },
        { status: 409 },
      ),
    ),
  );
  await renderActions(lng, { approveAsManager: true, approveAsProducer: false, cancel: false });
  fireEvent.click(screen.getByTestId('approve-show_manager'));
  fireEvent.click(await screen.findByRole('button', { name: lng === 'fr' ? 'Accepter' : 'Approve' }));
  await waitFor(() => expect(notify).toHaveBeenCalled());
}

describe('an approval refused because the event is no longer on sale', () => {
  it('says the event was cancelled (fr)', async () => {
    await approveRefused('fr', 'eventCancelled');
    expect(notify).toHaveBeenCalledWith(
      'error',
      "Cette représentation a été annulée : elle n'est plus en vente.",
    );
  });

  it('says the show is archived (en)', async () => {
    await approveRefused('en', 'showArchived');
    expect(notify).toHaveBeenCalledWith('error', 'This show is archived: its events are no longer on sale.');
  });
});

describe('an approval the API would refuse to this person', () => {
  const refused = (as: 'seller' | 'sameApprover') => ({
    approveAsManager: false,
    approveAsProducer: false,
    cancel: false,
    approvalRefused: as,
  });

  it("tells the order's seller why there is no approve button (fr)", async () => {
    await renderActions('fr', refused('seller'));
    expect(screen.queryByTestId('approve-show_manager')).toBeNull();
    expect(screen.getByTestId('approval-refused').textContent).toBe(
      "Vous avez vendu cette commande : deux autres personnes doivent l'accepter.",
    );
  });

  it('tells the giver of the other approval that a second person gives this one (en)', async () => {
    await renderActions('en', refused('sameApprover'));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByTestId('approval-refused').textContent).toBe(
      'You already gave one approval: another person must give the second.',
    );
  });
});
