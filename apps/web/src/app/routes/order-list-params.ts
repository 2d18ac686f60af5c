import { orderStatuses } from '@encore/shared/orders/order.schema';
import { listParamsOf, type SortState } from '@/components/resource/use-list-params';
import type { OrderFilters } from '@/features/orders/api/list-orders';

/** The order list's filters kept in the address, and the sort it starts with (newest first). */
export const orderFilterKeys = [
  'status',
  'showId',
  'eventId',
  'salesChannelId',
  'mine',
  'from',
  'to',
] as const;
export const orderInitialSort: SortState = { columnAccessor: 'createdAt', direction: 'desc' };

/** The address's filters as `GET /api/orders` takes them (an unknown status is no filter). */
export function orderFiltersOf(
  filters: Partial<Record<(typeof orderFilterKeys)[number], string>>,
): OrderFilters {
  const { status, mine, ...rest } = filters;
  return { ...rest, status: orderStatuses.find((s) => s === status), mine: mine === 'true' || undefined };
}

/** The page the list asks first for this address: the screen's table and the route loader share it. */
export function orderListQuery(search: URLSearchParams) {
  const { params, filters } = listParamsOf(search, orderInitialSort, orderFilterKeys);
  return { ...params, ...orderFiltersOf(filters) };
}
