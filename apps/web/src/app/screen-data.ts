import type { ScreenData } from '@/lib/router/route-loader';
import { accountQueryOptions } from '@/features/account/api/get-account';
import { artistQueryOptions } from '@/features/artists/api/get-artist';
import { orderQueryOptions } from '@/features/orders/api/get-order';
import { pricings } from '@/features/pricings/api/pricing-queries';
import { producerQueryOptions } from '@/features/producers/api/get-producer';
import { rooms } from '@/features/rooms/api/room-queries';
import { showCategoryQueryOptions } from '@/features/show-categories/api/get-show-category';
import { showQueryOptions } from '@/features/shows/api/get-show';
import { showEventsQueryOptions } from '@/features/shows/api/list-show-events';
import { userQueryOptions } from '@/features/users/api/get-user';

/**
 * Screen id -> the queries its loader starts, from the ids in its path (see lib/router/route-loader.ts). Only small query modules
 * are imported here: the screens' components stay in their lazy chunks.
 */
export const screenData: Record<string, ScreenData> = {
  'artist-detail': ({ params }, client) => client.prefetchQuery(artistQueryOptions(params.artistId ?? '')),
  'producer-detail': ({ params }, client) =>
    client.prefetchQuery(producerQueryOptions(params.producerId ?? '')),
  'show-category-detail': ({ params }, client) =>
    client.prefetchQuery(showCategoryQueryOptions(params.showCategoryId ?? '')),
  'room-detail': ({ params }, client) => client.prefetchQuery(rooms.detail(params.roomId ?? '')),
  'pricing-detail': ({ params }, client) => client.prefetchQuery(pricings.detail(params.pricingId ?? '')),
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
