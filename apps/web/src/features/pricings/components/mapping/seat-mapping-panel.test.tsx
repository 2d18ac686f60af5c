import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Pricing } from '@encore/shared/pricings/pricing.schema';
import pricingsEn from '@/locales/en/pricings.json';
import seatMapEn from '@/locales/en/seat-map.json';
import { makeTestMap } from '@/components/seat-map/test-map';
import { stubMantineDom } from '@/test/mantine-dom';
import { SeatMappingPanel } from './seat-mapping-panel';

/** An arena-like room: seats plus a standing pit, "Fosse", that the pricing maps like the seats. */
const map = makeTestMap(40);
const [s1, s2] = map.seats.map((s) => s.id);
const category = (id: string, name: string, rank: number) => ({
  id,
  name,
  defaultColour: '#1971c2',
  activeColour: '#1864ab',
  textColour: '#ffffff',
  rank,
  seatCount: 0,
});
const pricing = {
  id: 'p1',
  name: 'Arena',
  roomId: 'r1',
  roomKind: 'placed',
  categories: [category('c-seated', 'Seated', 1), category('c-standing', 'Standing', 2)],
  priceLevels: [],
} as unknown as Pricing;

function server() {
  let seats: Record<string, string> = { [s1!]: 'c-seated', [s2!]: 'c-seated' };
  const room = { id: 'r1', name: 'Arena', kind: 'placed', seatMapRevision: 1, hasBackground: false };
  const puts: Record<string, string>[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = String(url).replace('/api', '');
    let data: unknown = null;
    if (path === '/rooms/r1')
      data = { ...room, updatedAt: 'x', gaAreas: [{ id: 'fosse', name: 'Fosse', capacity: 3000 }] };
    if (path === '/rooms/r1/seat-map') data = { revision: 1, map };
    if (path === '/pricings/p1/seat-categories' && init?.method === 'PUT') {
      seats = (JSON.parse(String(init.body)) as { seats: Record<string, string> }).seats;
      puts.push(seats);
    }
    if (path === '/pricings/p1/seat-categories') data = { seats, assignedCount: 0, roomSeatCount: 41 };
    return Response.json({ data });
  });
  return { fetch, puts };
}

beforeAll(() => {
  stubMantineDom();
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderPanel() {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { pricings: pricingsEn, seatMap: seatMapEn, translation: {} } },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    { path: '/', element: <SeatMappingPanel pricing={pricing} readOnly={false} /> },
  ]);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MantineProvider env="test">
          <Notifications />
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('pricing editor of a placed room with a standing area (issue 11)', () => {
  it('maps the pit to a category and saves it beside the seats, which stay mapped', async () => {
    const server_ = server();
    vi.stubGlobal('fetch', server_.fetch);
    await renderPanel();
    expect(await screen.findByRole('heading', { name: 'Standing areas by category' })).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save the areas' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    const select = screen.getAllByLabelText('Category of Fosse').find((el) => el.tagName === 'INPUT')!;
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Standing' }));
    expect(save.disabled).toBe(false);
    fireEvent.click(save);

    await waitFor(() => expect(server_.puts).toHaveLength(1));
    expect(server_.puts[0]).toEqual({ [s1!]: 'c-seated', [s2!]: 'c-seated', fosse: 'c-standing' });
    await waitFor(() => expect(save.disabled).toBe(true));
    expect(screen.getByText('1 of 1 areas assigned')).toBeTruthy();
  });
});
