import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Order } from '@encore/shared/orders/order.schema';
import { stubMantineDom } from '@/test/mantine-dom';
import { renderBoxOffice } from '../test/render-box-office';
import { ValidateDialog } from './validate-dialog';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

beforeAll(() => stubMantineDom());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  notify.mockReset();
});

const cart = { id: 'c1', status: 'cart', totalInclTaxCents: 5000, items: [] } as unknown as Order;

async function validateAs(
  lng: 'en' | 'fr',
  status: Order['status'],
  answer = () => Response.json({ data: { ...cart, status, number: 'B-0042' } }),
) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  );
  const client = new QueryClient();
  await renderBoxOffice(
    lng,
    <QueryClientProvider client={client}>
      <ValidateDialog cart={cart} opened onClose={() => {}} onValidated={() => {}} onExpired={() => {}} />
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText(lng === 'fr' ? 'Nom du client' : 'Customer name'), {
    target: { value: 'Ada Lovelace' },
  });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@example.com' } });
  fireEvent.click(screen.getByTestId('confirm-validate'));
  await waitFor(() => expect(notify).toHaveBeenCalled());
}

describe('the toast after a validation', () => {
  it('says a sale waiting for approvals in a warning, its title first (fr)', async () => {
    await validateAs('fr', 'pending_approval');
    expect(notify).toHaveBeenCalledWith(
      'warning',
      "Elle attend l'accord du responsable des spectacles et du producteur.",
      'Commande en attente d’accord',
    );
  });

  it('says a confirmed sale in green (en)', async () => {
    await validateAs('en', 'confirmed');
    expect(notify).toHaveBeenCalledWith('success', 'Order validated successfully');
  });
});

describe('a validation refused because the event is no longer on sale', () => {
  const closed = (reason: string) => () =>
    Response.json(
      { error: { code: 'E03007', message: 'This event is not on sale', details: { reason } } },
      { status: 409 },
    );

  it('says the event started (fr)', async () => {
    await validateAs('fr', 'cart', closed('eventStarted'));
    expect(notify).toHaveBeenCalledWith(
      'error',
      "Cette représentation a déjà commencé : elle n'est plus en vente.",
      'La validation de la commande a échoué',
    );
  });

  it('says the channel no longer sells the show (en)', async () => {
    await validateAs('en', 'cart', closed('channelNotOnShow'));
    expect(notify).toHaveBeenCalledWith(
      'error',
      'This sales channel no longer sells this show.',
      'Order validation failed',
    );
  });
});

describe('a hold that expires while the dialog is open', () => {
  for (const [lng, words] of Object.entries({
    fr: { title: 'Le panier a expiré', again: 'Réserver à nouveau les places' },
    en: { title: 'The cart expired', again: 'Hold the places again' },
  }) as ['en' | 'fr', { title: string; again: string }][]) {
    it(`says the cart expired and holds its places again (${lng})`, async () => {
      const held = {
        ...cart,
        items: [
          {
            id: 'i1',
            status: 'held',
            eventId: 'e1',
            priceLevelId: 'p1',
            seatId: 's1',
            gaAreaId: null,
            quantity: 1,
          },
          {
            id: 'i2',
            status: 'held',
            eventId: 'e1',
            priceLevelId: 'p1',
            seatId: 's2',
            gaAreaId: null,
            quantity: 1,
          },
          {
            id: 'i3',
            status: 'held',
            eventId: 'e1',
            priceLevelId: 'p2',
            seatId: null,
            gaAreaId: 'pit',
            quantity: 3,
          },
        ],
      } as unknown as Order;
      const onHoldAgain = vi.fn(async () => true);
      const client = new QueryClient();
      const dialog = (current: Order | null) => (
        <QueryClientProvider client={client}>
          <ValidateDialog
            cart={current}
            opened
            onClose={() => {}}
            onValidated={() => {}}
            onExpired={() => {}}
            onHoldAgain={onHoldAgain}
          />
        </QueryClientProvider>
      );
      const view = await renderBoxOffice(lng, dialog(held));
      expect(screen.queryByTestId('cart-expired')).toBeNull();
      // The screen drops the lapsed cart (its countdown ended).
      view.rerender(view.wrap(dialog(null)));
      expect((await screen.findByTestId('cart-expired')).textContent).toContain(words.title);
      expect(screen.getByTestId('confirm-validate').hasAttribute('disabled')).toBe(true);
      fireEvent.click(screen.getByRole('button', { name: words.again }));
      await waitFor(() =>
        expect(onHoldAgain).toHaveBeenCalledWith([
          { eventId: 'e1', priceLevelId: 'p1', seatIds: ['s1', 's2'] },
          { eventId: 'e1', priceLevelId: 'p2', gaAreaId: 'pit', quantity: 3 },
        ]),
      );
    });
  }
});
