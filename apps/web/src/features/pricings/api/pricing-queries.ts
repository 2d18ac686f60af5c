import { useQuery } from '@tanstack/react-query';
import { pricingResource } from '@encore/shared/pricings/pricing.resource';
import { roomResource } from '@encore/shared/rooms/room.resource';
import { taxClassResource } from '@encore/shared/catalogue/tax-class.schema';
import { resourceQueries } from '@/components/resource/resource-queries';

/** Pricings: list (filtered by room), record, create and delete under the one ['pricings'] key. */
export const pricings = resourceQueries(pricingResource);

/**
 * The rooms and tax classes a pricing uses are read from their own entities' caches, not copies under
 * ['pricings']: a room saved or a tax class added elsewhere is what the pricing editor shows next.
 */
export const pricingRooms = resourceQueries(roomResource);
const taxClasses = resourceQueries(taxClassResource);

/** The rooms a pricing can be drawn for (the add form's select and the list's filter), by name. */
export const usePricingRooms = () =>
  useQuery({
    ...pricingRooms.list({ page: 1, pageSize: 100, sort: 'name' }),
    select: (answer) => answer.data,
  });

/** Every tax class (a handful), for the price level's select and its live VAT. */
export const useTaxClasses = () =>
  useQuery({
    ...taxClasses.list({ page: 1, pageSize: 100, sort: 'rateBasisPoints' }),
    select: (answer) => answer.data,
  });
