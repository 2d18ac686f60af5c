import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { AnalyticsFilters } from '@/features/analytics/components/analytics-filters';
import { OrdersFilters } from '@/features/orders/components/orders-filters';
import analyticsEn from '@/locales/en/analytics.json';
import analyticsFr from '@/locales/fr/analytics.json';
import ordersEn from '@/locales/en/orders.json';
import ordersFr from '@/locales/fr/orders.json';
import { stubMantineDom } from '@/test/mantine-dom';
import { showSearch } from './show-search';

/** The API: 100 shows by name without a search; a search finds "L'Héritière", accents folded as it does. */
const requested: URL[] = [];
function stubShowsApi() {
  const page = (names: string[]) =>
    Response.json({
      data: names.map((name, i) => ({ id: `s${i}-${name}`, name })),
      meta: { page: 1, pageSize: 100, total: names.length },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://encore.test');
      requested.push(url);
      if (url.pathname === '/api/shows/s7')
        return Response.json({ data: { id: 's7', name: 'Électre Tour' } });
      const search = url.searchParams.get('search');
      if (search === null) return page(Array.from({ length: 100 }, (_, i) => `Spectacle ${i + 1}`));
      return page(search === 'heritiere' ? ["L'Héritière"] : []);
    }),
  );
}

async function renderIn(lng: 'en' | 'fr', ui: ReactNode) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    interpolation: { escapeValue: false },
    resources: {
      en: { analytics: analyticsEn, orders: ordersEn },
      fr: { analytics: analyticsFr, orders: ordersFr },
    },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

/** Types in the show filter and picks what the server found. */
async function pickHeritiere(label: string, onPick: Mock) {
  const box = screen.getByRole('combobox', { name: label });
  box.focus(); // typed by the user: Mantine ignores writes into an input without the focus
  fireEvent.click(box);
  fireEvent.change(box, { target: { value: 'heritiere' } });
  fireEvent.click(await screen.findByRole('option', { name: "L'Héritière" }));
  await waitFor(() => expect(onPick).toHaveBeenCalled());
  expect(requested.some((url) => url.searchParams.get('search') === 'heritiere')).toBe(true);
}

beforeAll(() => stubMantineDom());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  requested.length = 0;
});

describe('the show filters search the server (issue 22: they knew the first 100 shows only)', () => {
  it('analytics (fr): "heritiere" finds L\'Héritière', async () => {
    stubShowsApi();
    const onChange = vi.fn();
    await renderIn(
      'fr',
      <AnalyticsFilters
        value={{ from: '2026-10-27', to: '2026-11-25' }}
        onChange={onChange}
        onClear={() => {}}
        shows={showSearch}
        channels={[]}
      />,
    );
    await pickHeritiere('Spectacle', onChange);
    expect(onChange).toHaveBeenCalledWith({ showId: "s0-L'Héritière" });
  });

  it('orders (en): "heritiere" finds L\'Héritière', async () => {
    stubShowsApi();
    const onChange = vi.fn();
    await renderIn('en', <OrdersFilters value={{}} onChange={onChange} shows={showSearch} channels={[]} />);
    await pickHeritiere('Show', onChange);
    expect(onChange).toHaveBeenCalledWith({ showId: "s0-L'Héritière", eventId: undefined });
  });

  it('names the show an address chose, though the first page of shows does not hold it', async () => {
    stubShowsApi();
    await renderIn(
      'en',
      <AnalyticsFilters
        value={{ from: '2026-10-27', to: '2026-11-25', showId: 's7' }}
        onChange={() => {}}
        onClear={() => {}}
        shows={showSearch}
        channels={[]}
      />,
    );
    const box = screen.getByRole('combobox', { name: 'Show' });
    await waitFor(() => expect((box as HTMLInputElement).value).toBe('Électre Tour'));
  });
});
