import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';
import type { PickerEvent } from '@/features/box-office/api/list-events';
import type { SaleSetup, SetupFailure } from '@/features/box-office/lib/sale-setup';
import { seatMapQueryOptions, useBackgroundUrl } from '@/components/seat-map/room-plan-queries';
import { pricings } from '@/features/pricings/api/pricing-queries';
import { seatCategoriesQueryOptions } from '@/features/pricings/api/get-seat-categories';
import { rooms } from '@/features/rooms/api/room-queries';
import { salesChannels } from '@/features/sales-channels/api/sales-channel-queries';
import { showQueryOptions } from '@/features/shows/api/get-show';

/** The sales channels the counter picks from (the route loader prefetches the same page). */
export const saleChannelsPage = { page: 1, pageSize: 100, sort: 'name' };

/**
 * The box office's catalogue reads for one event, composed here from the features that own them: the
 * show (pricing, channels), its room (kind, areas, plan), the pricing with its seat mapping, the channels.
 */
export function useSaleSetup(event: PickerEvent | null): {
  setup: SaleSetup | null;
  failure: SetupFailure | null;
} {
  const show = useQuery({ ...showQueryOptions(event?.showId ?? ''), enabled: !!event });
  const room = useQuery({ ...rooms.detail(event?.roomId ?? ''), enabled: !!event });
  const pricingId = show.data?.pricingId ?? '';
  const pricing = useQuery({ ...pricings.detail(pricingId), enabled: !!pricingId });
  const mapping = useQuery({ ...seatCategoriesQueryOptions(pricingId), enabled: !!pricingId });
  const placed = room.data?.kind === 'placed';
  const plan = useQuery({
    ...seatMapQueryOptions(event?.roomId ?? '', room.data?.seatMapRevision ?? 0),
    enabled: placed,
  });
  const channels = useQuery(salesChannels.list(saleChannelsPage));
  const backgroundUrl = useBackgroundUrl(
    event?.roomId ?? '',
    !!room.data?.hasBackground,
    room.data?.updatedAt ?? '',
  );
  const index = useMemo(() => (plan.data ? new SeatMapIndex(plan.data.map) : null), [plan.data]);
  const showChannels = show.data?.salesChannelIds;
  const setup = useMemo((): SaleSetup | null => {
    if (!event || !show.data || !room.data || !channels.data) return null;
    if (pricingId && (!pricing.data || !mapping.data)) return null;
    if (placed && !index) return null;
    return {
      event,
      room: room.data,
      pricing: pricing.data ?? null,
      categoryOfSeat: mapping.data?.seats ?? {},
      index,
      backgroundUrl,
      channels: channels.data.data.filter((c) => showChannels?.includes(c.id)),
    };
  }, [
    event,
    show.data,
    room.data,
    channels.data,
    pricingId,
    pricing.data,
    mapping.data,
    placed,
    index,
    backgroundUrl,
    showChannels,
  ]);
  // What failed to load, named as the spec names it ('Failed to load sales channels'...).
  const failure: SetupFailure | null = channels.isError
    ? 'channels'
    : pricing.isError
      ? 'pricing'
      : mapping.isError
        ? 'categories'
        : [show, room, plan].some((q) => q.isError)
          ? 'event'
          : null;
  return { setup, failure };
}
