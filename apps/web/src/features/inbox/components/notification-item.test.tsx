import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { Notification } from '@encore/shared/notifications/notification.schema';
import inboxEn from '@/locales/en/inbox.json';
import inboxFr from '@/locales/fr/inbox.json';
import { stubMantineDom } from '@/test/mantine-dom';
import { NotificationItem } from './notification-item';

async function renderIn(
  lng: 'en' | 'fr',
  notification: Notification,
  onRead: (id: string) => void = () => {},
) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    defaultNS: 'inbox',
    interpolation: { escapeValue: false },
    resources: { en: { inbox: inboxEn }, fr: { inbox: inboxFr } },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <MemoryRouter>
          <NotificationItem notification={notification} onRead={onRead} />
        </MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  );
}

const base = {
  id: '00000000-0000-4000-8000-000000000001',
  createdAt: '2026-11-24T20:00:00.000Z',
  readAt: null,
  accountId: null,
  emailId: null,
};
const orderId = '00000000-0000-4000-8000-000000000002';
const itemCancelled = (place: NonNullable<Notification['data']['place']>): Notification => ({
  ...base,
  kind: 'order_item_cancelled',
  orderId,
  data: {
    orderNumber: 'B-0042',
    showName: 'Le Misanthrope',
    customerName: 'Ada Lovelace',
    byName: 'Alice Martin',
    place,
  },
});
const resetFailed: Notification = {
  ...base,
  kind: 'email_failed',
  orderId: null,
  emailId: '7b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
  data: { email: 'ada@example.org', subject: 'Encore: reset your password' },
};

beforeAll(() => stubMantineDom());
afterEach(cleanup);

describe('a notification of the inbox', () => {
  it.each([
    ['en', 'Ticket cancelled in order B-0042 by Alice Martin', 'Orchestre · row C · seat 7 · Le Misanthrope'],
    ['fr', 'Billet annulé dans la commande B-0042 par Alice Martin', 'Orchestre · rang C · place 7 · Le'],
  ] as const)(
    'tells one seat cancelled, with its place, and leads to the order (%s)',
    async (lng, title, body) => {
      await renderIn(lng, itemCancelled({ area: 'Orchestre', row: 'C', seat: '7', quantity: 1 }));
      expect(screen.getByRole('link', { name: title }).getAttribute('href')).toBe(`/order/${orderId}`);
      expect(screen.getByText(new RegExp(`^${body}`))).toBeTruthy();
    },
  );

  it.each([
    ['en', 'Fosse × 3 · Le Misanthrope · Ada Lovelace'],
    ['fr', 'Fosse × 3 · Le Misanthrope · Ada Lovelace'],
  ] as const)('tells general admissions cancelled by their number (%s)', async (lng, body) => {
    await renderIn(lng, itemCancelled({ area: 'Fosse', row: null, seat: null, quantity: 3 }));
    expect(screen.getByText(body)).toBeTruthy();
  });

  it.each([
    [
      'en',
      'An e-mail to ada@example.org could not be sent',
      '“Encore: reset your password”: read it in the outbox',
    ],
    [
      'fr',
      "Un e-mail à ada@example.org n'a pas pu être envoyé",
      '« Encore: reset your password » : lisez-le',
    ],
  ] as const)(
    'tells an e-mail without an order that failed and leads to that e-mail in the outbox (%s)',
    async (lng, title, body) => {
      await renderIn(lng, resetFailed);
      expect(screen.getByRole('link', { name: title }).getAttribute('href')).toBe(
        `/inbox?tab=outbox&email=${resetFailed.emailId}`,
      );
      expect(screen.getByText(new RegExp(`^${body}`))).toBeTruthy();
    },
  );

  it('keeps the tickets wording for a failed e-mail of an order', async () => {
    await renderIn('en', {
      ...resetFailed,
      orderId,
      data: { orderNumber: 'B-0042', email: 'ada@example.org' },
    });
    expect(
      screen.getByRole('link', { name: 'The tickets e-mail of order B-0042 could not be sent' }),
    ).toBeTruthy();
  });
});

describe('opening a notification', () => {
  it('marks it read, an order waiting for approval too', async () => {
    const onRead = vi.fn();
    await renderIn(
      'fr',
      {
        ...base,
        kind: 'order_pending',
        orderId,
        data: { orderNumber: 'B-0042', showName: 'Le Misanthrope', customerName: 'Ada Lovelace' },
      },
      onRead,
    );
    fireEvent.click(screen.getByRole('link', { name: /B-0042/ }));
    expect(onRead).toHaveBeenCalledWith(base.id);
  });
});
