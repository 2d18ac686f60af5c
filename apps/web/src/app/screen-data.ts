import type { ScreenData } from '@/lib/router/route-loader';
import { resourceData } from '@/components/resource/resource-data';
import { accountQueryOptions } from '@/features/account/api/get-account';
import { artists } from '@/features/artists/api/artist-queries';
import { salesChannels } from '@/features/sales-channels/api/sales-channel-queries';
import { taxClasses } from '@/features/tax-classes/api/tax-class-queries';
import { orderQueryOptions } from '@/features/orders/api/get-order';
import { pricings } from '@/features/pricings/api/pricing-queries';
import { producers } from '@/features/producers/api/producer-queries';
import { rooms } from '@/features/rooms/api/room-queries';
import { showCategories } from '@/features/show-categories/api/show-category-queries';
import { showQueryOptions } from '@/features/shows/api/get-show';
import { showEventsQueryOptions } from '@/features/shows/api/list-show-events';
import { userQueryOptions } from '@/features/users/api/get-user';

/**
 * Screen id -> the queries its loader starts (see lib/router/route-loader.ts): a list's first page, the
 * record named in the path. Only small query modules are imported here: the screens' components stay in
 * their lazy chunks.
 */
export const screenData: Record<string, ScreenData> = {
  ...resourceData('artist', artists),
  ...resourceData('producer', producers),
  ...resourceData('show-category', showCategories),
  ...resourceData('sales-channel', salesChannels),
  ...resourceData('tax-class', taxClasses),
  ...resourceData('room', rooms),
  ...resourceData('pricing', pricings),
  'user-detail': ({ params }, client) => client.prefetchQuery(userQueryOptions(params.userId ?? '')),
  'show-detail': ({ params }, client) => client.prefetchQuery(showQueryOptions(params.showId ?? '')),
  'show-events': ({ params }, client) =>
    Promise.all([
      client.prefetchQuery(showQueryOptions(params.showId ?? '')),
      client.prefetchQuery(showEventsQueryOptions(params.showId ?? '')),
    ]),
  'my-account': (_args, client) => client.prefetchQuery(accountQueryOptions()),
  'order-detail': ({ params }, client) => client.prefetchQuery(orderQueryOptions(params.orderId ?? '')),
};
