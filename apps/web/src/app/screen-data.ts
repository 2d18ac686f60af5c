import type { ScreenData } from '@/lib/router/route-loader';
import { camelOf, catalogueList, screenOf } from '@encore/shared/catalogue/catalogue-list';
import { resourceData } from '@/components/resource/resource-data';
import { sessionStore } from '@/lib/session/session-store';
import type { ResourceQueries } from '@/components/resource/resource-queries';

// The catalogue's query modules (features/<name>/api/<screen>-queries.ts, exporting <name in camelCase>),
// each imported when its screen opens, as a written import would be.
const queryModules = import.meta.glob<Partial<Record<string, ResourceQueries>>>(
  '../features/*/api/*-queries.ts',
);

/** The catalogue list's loaders: its list's first page and the record of its detail screen. */
const catalogueData: Record<string, ScreenData> = Object.assign(
  {},
  ...catalogueList.map((entry) => {
    const load = queryModules[`../features/${entry.name}/api/${screenOf(entry)}-queries.ts`];
    if (!load) throw new Error(`features/${entry.name}/api/${screenOf(entry)}-queries.ts is missing`);
    return resourceData(screenOf(entry), async () => {
      const queries = (await load())[camelOf(entry.name)];
      if (!queries) throw new Error(`features/${entry.name}: no export ${camelOf(entry.name)}`);
      return queries;
    });
  }),
);

/**
 * Screen id -> the queries its loader starts (see lib/router/route-loader.ts): a list's first page, the
 * record named in the path. Each query module is imported when its screen opens, in parallel with the
 * screen's code (the same chunk): the entry stays free of schemas and resource declarations.
 */
export const screenData: Record<string, ScreenData> = {
  ...catalogueData,
  ...resourceData('room', async () => (await import('@/features/rooms/api/room-queries')).rooms),
  ...resourceData('pricing', async () => (await import('@/features/pricings/api/pricing-queries')).pricings),
  'user-detail': async ({ params }, client) => {
    const { userQueryOptions } = await import('@/features/users/api/get-user');
    return client.prefetchQuery(userQueryOptions(params.userId ?? ''));
  },
  'show-detail': async ({ params }, client) => {
    const { showQueryOptions } = await import('@/features/shows/api/get-show');
    return client.prefetchQuery(showQueryOptions(params.showId ?? ''));
  },
  'show-events': async ({ params }, client) => {
    const [{ showQueryOptions }, { showEventsQueryOptions }] = await Promise.all([
      import('@/features/shows/api/get-show'),
      import('@/features/shows/api/list-show-events'),
    ]);
    return Promise.all([
      client.prefetchQuery(showQueryOptions(params.showId ?? '')),
      client.prefetchQuery(showEventsQueryOptions(params.showId ?? '')),
    ]);
  },
  'business-settings': async (_args, client) => {
    const { businessQueryOptions } = await import('@/features/business/api/get-business');
    return client.prefetchQuery(businessQueryOptions());
  },
  journal: async (_args, client) =>
    (await import('@/features/journal/api/journal-screen-data')).prefetchJournal(client),
  'my-account': async (_args, client) => {
    const { accountQueryOptions } = await import('@/features/account/api/get-account');
    return client.prefetchQuery(accountQueryOptions());
  },
  dashboard: async (_args, client) => {
    const { dashboardQueryOptions } = await import('@/features/analytics/api/get-dashboard');
    return client.prefetchQuery(dashboardQueryOptions());
  },
  analytics: async ({ request }, client) => {
    const [{ salesTableQueryOptions }, { analyticsState }] = await Promise.all([
      import('@/features/analytics/api/get-sales-table'),
      import('@/features/analytics/lib/use-analytics-params'),
    ]);
    const { dimension, filter } = analyticsState(new URL(request.url).searchParams);
    return client.prefetchQuery(salesTableQueryOptions({ ...filter, dimension }));
  },
  'order-list': async ({ request }, client) => {
    const [{ listOrdersQueryOptions }, { showOptionsQueryOptions }, { orderListQuery }] = await Promise.all([
      import('@/features/orders/api/list-orders'),
      import('@/features/shows/api/list-show-options'),
      import('./routes/order-list-params'),
    ]);
    return Promise.all([
      client.prefetchQuery(listOrdersQueryOptions(orderListQuery(new URL(request.url).searchParams))),
      // What the show filter offers before anything is typed.
      client.prefetchQuery(showOptionsQueryOptions('')),
    ]);
  },
  'box-office': async (_args, client) => {
    const [{ pickerEventsQueryOptions, upcomingFrom }, { salesChannels }, { saleChannelsPage }] =
      await Promise.all([
        import('@/features/box-office/api/list-events'),
        import('@/features/sales-channels/api/sales-channel-queries'),
        import('./routes/box-office-setup'),
      ]);
    return Promise.all([
      client.prefetchQuery(pickerEventsQueryOptions('', upcomingFrom())),
      client.prefetchQuery(salesChannels.list(saleChannelsPage)),
    ]);
  },
  'check-in': async (_args, client) => {
    const { doorEventsQueryOptions, doorEventsFrom } = await import('@/features/check-in/api/check-in-api');
    return client.prefetchQuery(doorEventsQueryOptions('', doorEventsFrom()));
  },
  till: async (_args, client) => {
    const { currentSessionQueryOptions, tillListQueryOptions } =
      await import('@/features/tills/api/till-queries');
    return Promise.all([
      client.prefetchQuery(currentSessionQueryOptions()),
      client.prefetchQuery(tillListQueryOptions()),
    ]);
  },
  // An open screen: only a signed-in reader has notifications (the outbox tab lists e-mails instead).
  inbox: async ({ request }, client) => {
    if (!sessionStore.get().user || new URL(request.url).searchParams.get('tab') === 'outbox') return;
    const { listNotificationsQueryOptions, notificationsPageSize } =
      await import('@/features/inbox/api/list-notifications');
    return client.prefetchQuery(
      listNotificationsQueryOptions({ page: 1, pageSize: notificationsPageSize, unread: false }),
    );
  },
  'order-detail': async ({ params }, client) => {
    const { orderQueryOptions } = await import('@/features/orders/api/get-order');
    return client.prefetchQuery(orderQueryOptions(params.orderId ?? ''));
  },
};
