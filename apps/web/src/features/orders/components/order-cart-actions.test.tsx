import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { OrderDetail } from '@encore/shared/orders/order.schema';
import errorsEn from '@/locales/en/errors.json';
import errorsFr from '@/locales/fr/errors.json';
import ordersEn from '@/locales/en/orders.json';
import ordersFr from '@/locales/fr/orders.json';
import { stubMantineDom } from '@/test/mantine-dom';
import { OrderCartActions } from './order-cart-actions';
import { OrderHistory } from './order-history';

const lea = '00000000-0000-4000-8000-0000000000a1';
const me = '00000000-0000-4000-8000-0000000000b2';
const seat = { status: 'held', quantity: 1 } as OrderDetail['items'][number];
const cart = {
  id: '00000000-0000-4000-8000-000000000c01',
  number: 'KT4MXQ7A',
  status: 'cart',
  createdBy: lea,
  items: [seat, seat],
  history: [
    {
      id: 'h1',
      action: 'created',
      userId: lea,
      userName: 'Léa Fontaine',
      at: '2026-11-24T19:00:00Z',
      details: null,
    },
  ],
} as unknown as OrderDetail;

/** The box office's address, shown by the page a navigation lands on. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname + location.search}</p>;
}

async function renderIn(lng: 'en' | 'fr', ui: React.ReactElement) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    defaultNS: 'orders',
    interpolation: { escapeValue: false },
    resources: { en: { orders: ordersEn, errors: errorsEn }, fr: { orders: ordersFr, errors: errorsFr } },
  });
  const router = createMemoryRouter([
    { path: '/', element: ui },
    { path: '/box-office', element: <Landed /> },
  ]);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider>
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** Answers every API call with the cart, and records them as "METHOD /path". */
function stubApi() {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    return new Response(JSON.stringify({ data: cart }), { headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

beforeAll(stubMantineDom);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('an open cart on its order page', () => {
  it.each([
    ['fr', 'Reprendre dans la billetterie', 'Libérer les places', 'ses 2 places remises en vente'],
    ['en', 'Resume in the box office', 'Release the seats', 'its 2 seats go back on sale'],
  ] as const)(
    '%s: its seller resumes it in the box office or releases its seats',
    async (lng, resume, release, body) => {
      const calls = stubApi();
      await renderIn(lng, <OrderCartActions order={cart} userId={lea} />);
      expect(screen.getByRole('link', { name: resume }).getAttribute('href')).toBe(
        `/box-office?cart=${cart.id}`,
      );
      expect(screen.queryByTestId('take-over-cart')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: release }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog.textContent).toContain(body);
      expect(calls).toEqual([]);
      fireEvent.click(within(dialog).getByRole('button', { name: release }));
      await waitFor(() => expect(calls).toContain(`DELETE /api/carts/${cart.id}`));
    },
  );

  it.each([
    ['fr', 'Reprendre ce panier', 'Ce panier est celui de Léa Fontaine', 'Reprendre le panier'],
    ['en', 'Take over this cart', "This cart is Léa Fontaine's", 'Take over the cart'],
  ] as const)(
    '%s: another seller takes it over first, then the box office opens it',
    async (lng, takeOver, body, confirm) => {
      const calls = stubApi();
      await renderIn(lng, <OrderCartActions order={cart} userId={me} />);
      expect(screen.queryByTestId('resume-cart')).toBeNull();
      expect(screen.queryByTestId('release-cart')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: takeOver }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog.textContent).toContain(body);
      fireEvent.click(within(dialog).getByRole('button', { name: confirm }));
      expect((await screen.findByTestId('landed')).textContent).toBe(`/box-office?cart=${cart.id}`);
      expect(calls).toEqual([`POST /api/carts/${cart.id}/take-over`]);
    },
  );

  it.each([
    ['fr', 'Panier repris à Léa Fontaine'],
    ['en', 'Cart taken over from Léa Fontaine'],
  ] as const)('%s: the history says whose cart was taken over', async (lng, title) => {
    const step = {
      id: 'h2',
      action: 'taken_over' as const,
      userId: me,
      userName: 'Hugo Moreau',
      at: '2026-11-24T19:05:00Z',
      details: { from: lea, fromName: 'Léa Fontaine', to: me },
    };
    await renderIn(lng, <OrderHistory history={[...cart.history, step]} />);
    expect(screen.getByText(title)).toBeTruthy();
  });
});
