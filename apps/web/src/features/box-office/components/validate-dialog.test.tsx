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

async function validateAs(lng: 'en' | 'fr', status: Order['status']) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ data: { ...cart, status, number: 'B-0042' } })),
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
