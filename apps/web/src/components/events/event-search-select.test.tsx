import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { keepPreviousData, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@encore/shared/common/list.schema';
import type { EventSearchItem } from '@encore/shared/shows/event-search.schema';
import { api } from '@/lib/api-client';
import { stubMantineDom } from '@/test/mantine-dom';
import { EventSearchSelect } from './event-search-select';

beforeAll(() => stubMantineDom());

// As the box office's and the door's queries do: GET /api/events, the previous answer kept meanwhile.
const useEvents = (search: string) =>
  useQuery({
    queryKey: ['events', search],
    queryFn: () => api.get<ListResponse<EventSearchItem>>(`/events?search=${encodeURIComponent(search)}`),
    placeholderData: keepPreviousData,
  });
const texts = { label: 'Event', placeholder: 'Search a show', searching: 'Searching…', none: 'None' };
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const event = (id: string, showName: string) => ({
  id,
  showId: `show-${id}`,
  showName,
  roomId: 'room',
  roomName: 'Grande salle',
  startsAt: '2030-12-01T19:30:00.000Z',
  status: 'scheduled',
  capacity: 100,
  held: 0,
  sold: 0,
  available: 100,
});

describe('the event search of the box office and the door', () => {
  it('shows only options that match the typed text while the server is still searching', async () => {
    let answerSearch: (() => void) | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: RequestInfo | URL) => {
        const search = new URL(
          url instanceof Request ? url.url : String(url),
          'http://localhost',
        ).searchParams.get('search');
        const page = (rows: unknown[]) =>
          Response.json({ data: rows, meta: { page: 1, pageSize: 25, total: 1 } });
        if (!search) return page([event('e1', 'Nuit électro'), event('e2', 'Le Misanthrope')]);
        // The search for the typed text answers only when the test says so.
        await new Promise<void>((resolve) => (answerSearch = resolve));
        return page([event('e2', 'Le Misanthrope')]);
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={client}>
          <EventSearchSelect
            value={null}
            onChange={() => undefined}
            useEvents={useEvents}
            labelOf={(e) => e.showName}
            texts={texts}
          />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const box = screen.getByRole('combobox', { name: 'Event' });
    box.focus(); // typed by the seller: Mantine ignores writes into an input without the focus
    fireEvent.click(box);
    expect(await screen.findByRole('option', { name: /Nuit électro/ })).toBeTruthy();

    fireEvent.change(box, { target: { value: 'le MIS' } });
    await waitFor(() => expect(answerSearch).toBeDefined());
    // The first list answered an empty search: its other show is not offered for "le MIS".
    expect(screen.queryByRole('option', { name: /Nuit électro/ })).toBeNull();
    expect(screen.getByRole('option', { name: /Le Misanthrope/ })).toBeTruthy();
    await act(async () => answerSearch?.());
    expect(await screen.findByRole('option', { name: /Le Misanthrope/ })).toBeTruthy();
  });
});

describe('searching again with an event picked', () => {
  it('lists the other matches first and Enter picks the first of them, never deselecting', async () => {
    const current = event('e1', 'Cyrano de Bergerac');
    const later = { ...event('e3', 'Cyrano de Bergerac'), startsAt: '2030-12-02T19:30:00.000Z' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: [current, later], meta: { page: 1, pageSize: 25, total: 2 } })),
    );
    const onChange = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={client}>
          <EventSearchSelect
            value={current as EventSearchItem}
            onChange={onChange as (event: EventSearchItem | null) => void}
            useEvents={useEvents}
            labelOf={(e) => `${e.showName} ${e.startsAt.slice(0, 10)}`}
            texts={texts}
          />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const box = screen.getByRole('combobox', { name: 'Event' });
    // As the seller does: the list was loaded once (the event was picked from it), then typing over the
    // picked event's label (typing opens the list).
    box.focus();
    fireEvent.click(box);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    fireEvent.keyDown(box, { key: 'Escape', code: 'Escape' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20))); // a person types after the list closed
    for (const typed of ['c', 'cy', 'cyr']) fireEvent.change(box, { target: { value: typed } });
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Cyrano de Bergerac 2030-12-02',
        'Cyrano de Bergerac 2030-12-01',
      ]),
    );
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(later);
    expect(onChange).not.toHaveBeenCalledWith(null);
  });
});
