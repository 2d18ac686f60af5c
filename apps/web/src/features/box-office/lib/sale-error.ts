import type { TFunction } from 'i18next';
import { ErrorCode } from '@encore/shared/errors';
import type { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';
import { seatInfo } from '@/components/seat-map/seat-info';
import { ApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';

/** The seats a 409 E03001 names (`details.seatIds`): the ones another seller took first. */
export function takenSeatIds(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.code !== ErrorCode.seatTaken) return [];
  const details = error.details as { seatIds?: unknown } | undefined;
  return Array.isArray(details?.seatIds) ? details.seatIds.filter((id) => typeof id === 'string') : [];
}

/**
 * What went wrong with a sale, in the seller's words: which seats were taken ("Orchestre, row B, seat 12"),
 * the quota and area messages of the spec, an expired cart, why the event is no longer on sale; anything
 * else by its code.
 */
export function saleErrorMessage(t: TFunction, error: unknown, index?: SeatMapIndex | null): string {
  if (!(error instanceof ApiError)) return t('errors:network');
  const taken = takenSeatIds(error);
  if (taken.length) {
    const names = taken.map((id) => {
      const info = index ? seatInfo(index, index.indexOf(id)) : null;
      return info ? t('seatMap:seatInfo', { area: info.area, row: info.row, seat: info.seat }) : id;
    });
    return t('boxOffice:errors.seatsTaken', { count: names.length, seats: names.join(' ; ') });
  }
  return apiErrorMessage(t, error);
}
