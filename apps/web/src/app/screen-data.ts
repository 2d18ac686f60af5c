import type { ScreenData } from '@/lib/router/route-loader';
import { resourceData } from '@/components/resource/resource-data';

/**
 * Screen id -> the queries its loader starts (see lib/router/route-loader.ts): a list's first page, the
 * record named in the path. Each query module is imported when its screen opens, in parallel with the
 * screen's code (the same chunk): the entry stays free of schemas and resource declarations.
 */
export const screenData: Record<string, ScreenData> = {
  ...resourceData('artist', async () => (await import('@/features/artists/api/artist-queries')).artists),
  ...resourceData(
    'producer',
    async () => (await import('@/features/producers/api/producer-queries')).producers,
  ),
  ...resourceData(
    'show-category',
    async () => (await import('@/features/show-categories/api/show-category-queries')).showCategories,
  ),
  ...resourceData(
    'sales-channel',
    async () => (await import('@/features/sales-channels/api/sales-channel-queries')).salesChannels,
  ),
  ...resourceData(
    'tax-class',
    async () => (await import('@/features/tax-classes/api/tax-class-queries')).taxClasses,
  ),
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
  'order-detail': async ({ params }, client) => {
    const { orderQueryOptions } = await import('@/features/orders/api/get-order');
    return client.prefetchQuery(orderQueryOptions(params.orderId ?? ''));
  },
};
