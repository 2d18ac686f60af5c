import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Order } from '@encore/shared/orders/order.schema';
import returnsEn from '@/locales/en/returns.json';
import returnsFr from '@/locales/fr/returns.json';
import { stubMantineDom } from '@/test/mantine-dom';
import { ReceiptButton } from './receipt-button';

const printReceipt = vi.fn<(orderId: string, format: string, lang: string) => Promise<void>>();
const notify = vi.fn();
vi.mock('../api/returns-files', () => ({
  printReceipt: (...args: [string, string, string]) => printReceipt(...args),
}));
vi.mock('@/lib/notify', () => ({ notify: (...args: unknown[]) => notify(...args) }));
vi.mock('@/lib/ability', () => ({ useAbility: () => ({ can: () => true }) }));

const order = (status: string, validatedAt: string | null) =>
  ({ id: 'o-1', number: 'KT4MXQ7A', status, validatedAt }) as unknown as Order;

async function renderIn(lng: 'en' | 'fr', ui: React.ReactElement) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    defaultNS: 'returns',
    interpolation: { escapeValue: false },
    resources: { en: { returns: returnsEn }, fr: { returns: returnsFr } },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>{ui}</MantineProvider>
    </I18nextProvider>,
  );
}

beforeAll(stubMantineDom);
afterEach(() => {
  cleanup();
  printReceipt.mockReset();
  notify.mockReset();
});

describe('ReceiptButton', () => {
  it('is there for validated orders only (a cart has no receipt)', async () => {
    await renderIn('en', <ReceiptButton order={order('cart', null)} />);
    expect(screen.queryByRole('button', { name: 'Receipt' })).toBeNull();
    cleanup();
    await renderIn('en', <ReceiptButton order={order('pending_approval', null)} />);
    expect(screen.queryByRole('button', { name: 'Receipt' })).toBeNull();
    cleanup();
    await renderIn('fr', <ReceiptButton order={order('cancelled', '2026-11-27T10:00:00Z')} />);
    expect(screen.getByRole('button', { name: 'Reçu' })).toBeTruthy();
  });

  it('prints the chosen format in the interface language, busy meanwhile', async () => {
    let done!: () => void;
    printReceipt.mockImplementation(() => new Promise<void>((resolve) => (done = resolve)));
    await renderIn('en', <ReceiptButton order={order('confirmed', '2026-11-27T10:00:00Z')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Receipt' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'A4 page' }));
    expect(printReceipt).toHaveBeenCalledWith('o-1', 'a4', 'en');
    await waitFor(() =>
      expect(screen.getByTestId('receipt-print').getAttribute('data-loading')).toBe('true'),
    );
    done();
    await waitFor(() => expect(screen.getByTestId('receipt-print').getAttribute('data-loading')).toBeNull());
    expect(notify).not.toHaveBeenCalled();
  });

  it('says so when the receipt could not be printed', async () => {
    printReceipt.mockRejectedValue(new Error('500'));
    await renderIn('fr', <ReceiptButton order={order('confirmed', '2026-11-27T10:00:00Z')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reçu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Ticket 80 mm' }));
    expect(printReceipt).toHaveBeenCalledWith('o-1', '80mm', 'fr');
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', "Le reçu n'a pas pu être imprimé"));
  });
});
