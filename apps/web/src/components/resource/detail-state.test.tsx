import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import commonEn from '@/locales/en/common.json';
import commonFr from '@/locales/fr/common.json';
import errorsEn from '@/locales/en/errors.json';
import errorsFr from '@/locales/fr/errors.json';
import { ApiError } from '@/lib/api-client';
import { stubMantineDom } from '@/test/mantine-dom';
import { DetailState } from './detail-state';

async function show(lng: 'en' | 'fr', error: unknown, entries = ['/artist/all', '/artist/9']) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    defaultNS: 'common',
    resources: { en: { common: commonEn, errors: errorsEn }, fr: { common: commonFr, errors: errorsFr } },
  });
  const router = createMemoryRouter(
    [
      { path: '/artist/9', element: <DetailState isError error={error} /> },
      { path: '*', element: null },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return router;
}

beforeAll(() => stubMantineDom());
afterEach(() => cleanup());

describe('the detail screen of a record that cannot be shown', () => {
  it('says not found, never "failed to load", for a missing record (404), in English', async () => {
    await show('en', new ApiError(404, 'E00004', 'Artist not found'));
    expect(screen.getByRole('heading', { name: commonEn.notFound.recordHeading })).toBeTruthy();
    expect(screen.queryByText(errorsEn.fetchFailed)).toBeNull();
  });

  it("says not found for another producer's record (403), in French", async () => {
    await show('fr', new ApiError(403, 'E00005', 'Forbidden'));
    expect(screen.getByRole('heading', { name: commonFr.notFound.recordHeading })).toBeTruthy();
    expect(screen.queryByText(errorsFr.fetchFailed)).toBeNull();
  });

  it('keeps "failed to load" for a network or server failure', async () => {
    await show('en', new ApiError(500, 'E00001', 'Server error'));
    expect(screen.getByText(errorsEn.fetchFailed)).toBeTruthy();
  });

  it("'Take me Back' returns to the previous page", async () => {
    const router = await show('en', new ApiError(404, 'E00004', 'x'));
    // The memory router numbers its entries like the browser one: the list is entry 0.
    window.history.replaceState({ idx: 1 }, '');
    fireEvent.click(screen.getByRole('button', { name: commonEn.notFound.back }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/artist/all'));
  });

  it("'Take me Back' goes home when the page was the first of the tab", async () => {
    const router = await show('en', new ApiError(404, 'E00004', 'x'), ['/artist/9']);
    window.history.replaceState({ idx: 0 }, '');
    fireEvent.click(screen.getByRole('button', { name: commonEn.notFound.back }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
