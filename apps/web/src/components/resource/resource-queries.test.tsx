import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { artistResource } from '@encore/shared/catalogue/artist.schema';
import { resourceQueries } from './resource-queries';

const artists = resourceQueries(artistResource);
let client: QueryClient;
let calls: string[];
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${String(url)}`);
      const body = String(url).includes('?')
        ? { data: [{ id: 'a1', name: `Zaz ${calls.length}` }], meta: { page: 1, pageSize: 25, total: 1 } }
        : { data: { id: 'a1', name: `Zaz ${calls.length}`, updatedAt: 'x' } };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('a resource built from its declaration (issue 9, item 3)', () => {
  it('reads lists and records under the one key of the declaration, from its API path', async () => {
    expect(artists.key).toEqual(['artists']);
    expect(artists.list(artists.firstPage()).queryKey).toEqual([
      'artists',
      'list',
      { page: 1, pageSize: 25, sort: 'name' },
    ]);
    await client.fetchQuery(artists.list({ ...artists.firstPage(), search: 'zaz' }, { active: true }));
    expect(calls).toEqual(['GET /api/artists?page=1&pageSize=25&search=zaz&sort=name&active=true']);
  });

  it('refreshes the lists and the record on screen after any write on the entity', async () => {
    const list = renderHook(() => artists.useList(artists.firstPage()), { wrapper });
    const one = renderHook(() => artists.useOne('a1'), { wrapper });
    await waitFor(() => expect(one.result.current.data?.name).toBe('Zaz 2'));
    const update = renderHook(() => artists.useUpdate('a1'), { wrapper });
    await act(() => update.result.current.mutateAsync({ stageName: 'Zaz' }));
    expect(calls[2]).toBe('PATCH /api/artists/a1');
    await waitFor(() => expect(one.result.current.data?.name).not.toBe('Zaz 2'));
    await waitFor(() => expect(list.result.current.data?.data[0]?.name).not.toBe('Zaz 1'));
  });
});
