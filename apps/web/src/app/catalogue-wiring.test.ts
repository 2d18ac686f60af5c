import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, hashKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { catalogueList } from '@encore/shared/catalogue/catalogue-list';
import { defaultPageSize } from '@encore/shared/common/list.schema';
import { appRoutes } from '@encore/shared/routes';
import { navItems } from '@/components/shell/nav-items';
import { showOptionsQueryOptions } from '@/features/shows/api/list-show-options';
import { sessionStore } from '@/lib/session/session-store';
import { screenData } from './screen-data';
import { screens } from './screens';

// The catalogue list drives the route table, the screens, their loaders and the sidebar (issue 21 item 8):
// what each derived registry held when it was written by hand is pinned here.
describe('the catalogue list', () => {
  it('gives the sidebar the entries it had, in the same places', () => {
    expect(navItems.map((item) => [item.to, item.label, item.group, item.can ?? item.role])).toEqual([
      ['/', 'nav.dashboard', 'main', [['view', 'Dashboard']]],
      ['/box-office', 'nav.boxOffice', 'sales', [['view', 'BoxOffice']]],
      ['/till', 'nav.till', 'sales', [['read', 'TillSession']]],
      ['/check-in', 'nav.checkIn', 'sales', [['create', 'CheckIn']]],
      [
        '/order/all',
        'nav.orders',
        'sales',
        [
          ['read', 'Order'],
          ['read_own', 'Order'],
        ],
      ],
      ['/show/all', 'nav.shows', 'catalogue', [['read_own', 'Show']]],
      ['/pricing/all', 'nav.pricings', 'catalogue', [['read', 'Pricing']]],
      ['/room/all', 'nav.rooms', 'catalogue', [['read', 'Room']]],
      ['/artist/all', 'nav.artists', 'catalogue', [['read', 'Artist']]],
      [
        '/producer/all',
        'nav.producers',
        'catalogue',
        [
          ['read', 'Producer'],
          ['read_own', 'Producer'],
        ],
      ],
      ['/user/all', 'nav.users', 'settings', 'SUPER_ADMIN'],
      ['/settings/show-category/all', 'nav.showCategories', 'settings', [['read', 'ShowCategory']]],
      ['/settings/sales-channel', 'nav.salesChannels', 'settings', [['read', 'SalesChannel']]],
      ['/settings/tax-class', 'nav.taxClasses', 'settings', [['read', 'TaxClass']]],
      ['/settings/analytics', 'nav.analytics', 'settings', [['read', 'Analytics']]],
      ['/settings/business', 'nav.business', 'settings', [['update', 'Business']]],
      ['/journal', 'nav.journal', 'settings', [['read', 'Journal']]],
      ['/inbox', 'nav.inbox', 'main', undefined],
      ['/my-account', 'nav.myAccount', 'main', undefined],
    ]);
    const icons = navItems.filter((item) => item.group !== 'main').map((item) => item.icon);
    expect(new Set(icons).size).toBe(icons.length);
  });

  it('gives every catalogue screen of the route table its lazily loaded screen and its loaders', async () => {
    const stems = catalogueList.map((entry) => entry.routeBase.split('/').pop());
    const ids = appRoutes
      .map((route) => route.screen)
      .filter((id) => stems.some((stem) => id.startsWith(`${stem}-`)) && !id.endsWith('-entry'));
    expect(ids.sort()).toEqual(
      [
        'artist-list',
        'artist-add',
        'artist-detail',
        'producer-list',
        'producer-add',
        'producer-detail',
        'show-category-list',
        'show-category-add',
        'show-category-detail',
        'sales-channel-list',
        'tax-class-list',
      ].sort(),
    );
    for (const id of ids) expect(screens[id], id).toBeTypeOf('function');
    for (const id of ids.filter((id) => !id.endsWith('-add')))
      expect(screenData[id], id).toBeTypeOf('function');
    const { Component } = (await screens['artist-list']!()) as { Component?: unknown };
    expect(Component).toBeTypeOf('function');
  });
});

describe('route loaders of the order list, box office, check-in and inbox', () => {
  let client: QueryClient;
  const urls: string[] = [];
  beforeEach(() => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    urls.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: RequestInfo | URL) => {
        urls.push(String(url));
        const body = { data: [], meta: { page: 1, pageSize: 25, total: 0 } };
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const run = (screen: string, url: string) =>
    screenData[screen]!({ request: new Request(url), params: {} } as unknown as LoaderFunctionArgs, client);
  const keys = () =>
    client
      .getQueryCache()
      .findAll()
      .map((query) => query.queryHash);

  it('order list: the page its address names, with its filters, and the shows of the show filter', async () => {
    await run('order-list', 'http://localhost/order/all?status=paid');
    // An unknown status is no filter, as on the screen.
    expect(keys()).toContain(
      hashKey(['orders', 'list', { page: 1, pageSize: defaultPageSize, sort: '-createdAt' }]),
    );
    await run(
      'order-list',
      'http://localhost/order/all?status=confirmed&mine=true&page=2&showId=s1&status2=x',
    );
    expect(keys()).toContain(
      hashKey([
        'orders',
        'list',
        {
          page: 2,
          pageSize: defaultPageSize,
          sort: '-createdAt',
          showId: 's1',
          status: 'confirmed',
          mine: true,
        },
      ]),
    );
    expect(keys()).toContain(hashKey(showOptionsQueryOptions('').queryKey));
  });

  it('box office: the events on sale and the sales channels', async () => {
    await run('box-office', 'http://localhost/box-office');
    const from = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString();
    expect(keys()).toContain(hashKey(['box-office', 'events', '', from]));
    expect(keys()).toContain(hashKey(['sales-channels', 'list', { page: 1, pageSize: 100, sort: 'name' }]));
  });

  it("check-in: the door's events", async () => {
    await run('check-in', 'http://localhost/check-in');
    const from = new Date(Math.floor(Date.now() / 3_600_000 - 6) * 3_600_000).toISOString();
    expect(keys()).toContain(hashKey(['check-in', 'events', '', from]));
  });

  it('inbox: the first page of notifications, for a signed-in reader only', async () => {
    await run('inbox', 'http://localhost/inbox');
    expect(keys()).toEqual([]);
    vi.spyOn(sessionStore, 'get').mockReturnValue({
      ...sessionStore.get(),
      user: { id: 'u1' } as never,
    });
    await run('inbox', 'http://localhost/inbox');
    expect(keys()).toEqual([hashKey(['inbox', 'list', { page: 1, pageSize: 25, unread: false }])]);
  });
});
