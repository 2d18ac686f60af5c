import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
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

describe('cash without an open till session (issue 23)', () => {
  const noSession = () => Response.json({ error: { code: 'E00003', message: 'Not found' } }, { status: 404 });
  const session = () =>
    Response.json({ data: { id: 's1', tillId: 't1', status: 'open', openingFloatCents: 0 } });
  /** The dialog with the API answering the current session by `current`, a validation by `validated`. */
  async function openDialog(lng: 'en' | 'fr', current: () => Response, validated: () => Response) {
    const fetch = vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/till-sessions/current') ? current() : validated(),
    );
    vi.stubGlobal('fetch', fetch);
    const onValidated = vi.fn();
    await renderBoxOffice(
      lng,
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient()}>
          <ValidateDialog
            cart={cart}
            opened
            onClose={() => {}}
            onValidated={onValidated}
            onExpired={() => {}}
          />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    return { fetch, onValidated };
  }

  for (const [lng, words] of Object.entries({
    fr: {
      cash: 'Espèces',
      card: 'Carte',
      title: 'Aucune session de caisse ouverte',
      open: 'Ouvrir ma caisse',
    },
    en: { cash: 'Cash', card: 'Card', title: 'No open till session', open: 'Open my till' },
  }) as ['en' | 'fr', { cash: string; card: string; title: string; open: string }][]) {
    it(`says so as soon as cash is chosen, with a link to the till (${lng})`, async () => {
      await openDialog(lng, noSession, () => Response.json({ data: cart }));
      // By card: nothing to say.
      await waitFor(() => expect(screen.queryByTestId('no-till-session')).toBeNull());
      fireEvent.click(screen.getByText(words.cash, { exact: true }));
      const alert = await screen.findByTestId('no-till-session');
      expect(alert.getAttribute('role')).toBe('alert');
      expect(alert.textContent).toContain(words.title);
      // A link, reached with Tab like any other, to the till screen.
      const link = screen.getByRole('link', { name: words.open });
      expect(link.getAttribute('href')).toBe('/till');
      fireEvent.click(screen.getByText(words.card, { exact: true }));
      await waitFor(() => expect(screen.queryByTestId('no-till-session')).toBeNull());
    });
  }

  it('says so when the validation answers E04001 (the session closed meanwhile), and sells nothing', async () => {
    let open = true;
    const { onValidated } = await openDialog(
      'fr',
      () => (open ? session() : noSession()),
      () => {
        open = false;
        return Response.json({ error: { code: 'E04001', message: 'No open till session' } }, { status: 409 });
      },
    );
    fireEvent.click(screen.getByText('Espèces', { exact: true }));
    fireEvent.change(screen.getByLabelText('Nom du client'), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@example.com' } });
    expect(screen.queryByTestId('no-till-session')).toBeNull();
    fireEvent.click(screen.getByTestId('confirm-validate'));
    expect((await screen.findByTestId('no-till-session')).textContent).toContain(
      'Aucune session de caisse ouverte',
    );
    expect(onValidated).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('an invitation (issue 23)', () => {
  it('never says an amount to collect once "Gratuit" is chosen (fr)', async () => {
    const free = { ...cart, totalInclTaxCents: 13000 } as Order;
    await renderBoxOffice(
      'fr',
      <QueryClientProvider client={new QueryClient()}>
        <ValidateDialog cart={free} opened onClose={() => {}} onValidated={() => {}} onExpired={() => {}} />
      </QueryClientProvider>,
    );
    const said = () => (document.body.textContent ?? '').replace(/\s/g, ' ');
    expect(said()).toContain('Montant à encaisser : 130,00 €');
    fireEvent.click(screen.getByText('Gratuit'));
    await waitFor(() => expect(said()).not.toContain('Montant à encaisser'));
    expect(said()).not.toContain('130,00');
    expect(said()).toContain('rien à encaisser');
  });
});
