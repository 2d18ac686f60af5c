import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useListParams, type ListState } from './use-list-params';

afterEach(cleanup);

/** Renders the hook on a list screen at `url`; returns the latest state and the router (its location). */
function listAt(url: string, recordLoader?: () => Promise<null>, listLoader?: () => Promise<null>) {
  const seen: { list?: ListState } = {};
  function Screen() {
    seen.list = useListParams({ columnAccessor: 'name', direction: 'asc' }, ['status']);
    return null;
  }
  const router = createMemoryRouter(
    [
      { path: '/show/all', loader: listLoader, Component: Screen },
      { path: '/show/:id', loader: recordLoader, Component: () => null },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return { state: () => seen.list!, search: () => router.state.location.search, router };
}

describe('a list kept in the address', () => {
  it('starts from the address: search, page, page size, sort and filters', () => {
    const list = listAt('/show/all?q=%C3%A9lectre&page=3&size=50&sort=-createdAt&status=published');
    expect(list.state().params).toEqual({ page: 3, pageSize: 50, search: 'électre', sort: '-createdAt' });
    expect(list.state().search).toBe('électre');
    expect(list.state().sort).toEqual({ columnAccessor: 'createdAt', direction: 'desc' });
    expect(list.state().filters).toEqual({ status: 'published' });
  });

  it('ignores what is not a list value and leaves defaults out of the address', () => {
    const list = listAt('/show/all?page=-2&size=7');
    expect(list.state().params).toEqual({ page: 1, pageSize: 25, search: undefined, sort: 'name' });
    act(() => list.state().setSort({ columnAccessor: 'name', direction: 'desc' }));
    expect(list.search()).toBe('?size=7&sort=-name');
  });

  it('writes each change to the address, back to page 1 when the list changes, without new history entries', async () => {
    const list = listAt('/show/all');
    act(() => list.state().setPage(4));
    expect(list.search()).toBe('?page=4');
    act(() => list.state().setFilters({ status: 'archived' }));
    expect(list.search()).toBe('?status=archived');
    act(() => list.state().setSearch('zoe'));
    expect(list.state().search).toBe('zoe');
    await waitFor(() => expect(list.search()).toBe('?status=archived&q=zoe'));
    expect(list.state().params.search).toBe('zoe');
    // Replaced, not pushed: Back leaves the list.
    expect(list.router.state.historyAction).toBe('REPLACE');
  });
});

describe('the debounced search and a navigation made meanwhile', () => {
  afterEach(() => vi.useRealTimers());

  it('never brings the user back to the list (issue 22: a row opened before the search settled)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let openRecord: (value: null) => void = () => {};
    const record = new Promise<null>((resolve) => (openRecord = resolve));
    const list = listAt('/show/all', () => record);
    act(() => list.state().setSearch('zoe'));
    // A row's "Edit" is clicked just before the pause ends: the record's data is loading when the search
    // settles, before React has shown that a navigation is under way (router updates are transitions).
    void list.router.navigate('/show/7');
    await Promise.resolve();
    await act(async () => vi.advanceTimersByTime(300));
    await act(async () => openRecord(null));
    expect(list.router.state.location.pathname).toBe('/show/7');
    expect(list.router.state.location.search).toBe('');
  });

  it('leaves the record it went to as it is when the record was already there', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const list = listAt('/show/all');
    act(() => list.state().setSearch('zoe'));
    // The router is on the record, React still shows the list: the search used to land on the record.
    await list.router.navigate('/show/7');
    await act(async () => vi.advanceTimersByTime(300));
    expect(list.router.state.location.pathname).toBe('/show/7');
    expect(list.router.state.location.search).toBe('');
  });
});

describe('a filter and the search changed one after the other', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps both when the search settles while the filter page is loading (CI: status=published lost)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // The list's route loader (the screens prefetch their page) holds each new address until it resolves.
    const pages: ((value: null) => void)[] = [];
    const list = listAt('/show/all', undefined, () => new Promise<null>((resolve) => pages.push(resolve)));
    await act(async () => pages.shift()?.(null)); // the first page
    act(() => list.state().setFilters({ status: 'published' }));
    act(() => list.state().setSearch('electre'));
    // The search settles while the status's page is still loading: the hook still shows the old address.
    await act(async () => vi.advanceTimersByTime(300));
    while (pages.length) await act(async () => pages.shift()!(null));
    expect(new URLSearchParams(list.router.state.location.search).get('status')).toBe('published');
    expect(new URLSearchParams(list.router.state.location.search).get('q')).toBe('electre');
  });
});
