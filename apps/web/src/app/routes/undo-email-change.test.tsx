import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import authEn from '@/locales/en/auth.json';
import authFr from '@/locales/fr/auth.json';
import errorsEn from '@/locales/en/errors.json';
import errorsFr from '@/locales/fr/errors.json';
import { sessionStore } from '@/lib/session/session-store';
import { stubMantineDom } from '@/test/mantine-dom';
import { Component as UndoEmailChange } from './undo-email-change';

/** The page the e-mail-change notice links to, against a mocked API, in both languages. */
async function i18nIn(lng: 'en' | 'fr'): Promise<I18n> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    resources: { en: { auth: authEn, errors: errorsEn }, fr: { auth: authFr, errors: errorsFr } },
  });
  return i18n;
}

async function open(lng: 'en' | 'fr', url: string, status = 200, body: unknown = { data: { ok: true } }) {
  const fetch = vi.fn(async () => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetch);
  const router = createMemoryRouter([{ path: '/auth/undo-email-change', Component: UndoEmailChange }], {
    initialEntries: [url],
  });
  render(
    <I18nextProvider i18n={await i18nIn(lng)}>
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider>
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return fetch;
}

beforeAll(() => stubMantineDom());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('undo e-mail change page', () => {
  it('asks first, then sends the link token, says the address is back and ends this browser session', async () => {
    sessionStore.setTokens('access', 'refresh');
    const fetch = await open('en', '/auth/undo-email-change?token=abc.def%2Bg');
    // Opening the link alone (a mail scanner does) changes nothing.
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Restore my previous address' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'Your previous e-mail address is restored',
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/undo-email-change');
    expect(JSON.parse(init.body as string)).toEqual({ token: 'abc.def+g' });
    expect(sessionStore.get().token).toBeNull();
    expect(screen.queryByRole('button', { name: 'Restore my previous address' })).toBeNull();
  });

  it('says in French that a spent or expired link no longer works', async () => {
    const spent = { error: { code: 'E01007', message: 'Invalid or expired link' } };
    await open('fr', '/auth/undo-email-change?token=spent', 400, spent);
    fireEvent.click(screen.getByRole('button', { name: 'Rétablir mon adresse précédente' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      "Ce lien n'est pas valide, a expiré ou a déjà été utilisé.",
    );
  });

  it('says when the previous address is taken by another account meanwhile', async () => {
    const taken = { error: { code: 'E01003', message: 'Email already exists' } };
    await open('en', '/auth/undo-email-change?token=t', 409, taken);
    fireEvent.click(screen.getByRole('button', { name: 'Restore my previous address' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Email already exists');
  });

  it('says a link without its token is incomplete and offers no button', async () => {
    await open('en', '/auth/undo-email-change');
    expect(screen.getByText('This link is incomplete. Open the whole link from the e-mail.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
