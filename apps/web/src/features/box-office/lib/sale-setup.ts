import type { SalesChannel } from '@encore/shared/catalogue/sales-channel.schema';
import type { Pricing } from '@encore/shared/pricings/pricing.schema';
import type { Room } from '@encore/shared/rooms/room.schema';
import type { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';
import type { PickerEvent } from '../api/list-events';

/** Everything the counter needs to sell one event, loaded by the screen from the catalogue's endpoints. */
export interface SaleSetup {
  event: PickerEvent;
  room: Room;
  /** Null: the show has no pricing yet, nothing can be sold. */
  pricing: Pricing | null;
  /** `{ seatId or gaAreaId: categoryId }` of the show's pricing. */
  categoryOfSeat: Record<string, string>;
  /** The seat map of a placed room (null for an unplaced one). */
  index: SeatMapIndex | null;
  backgroundUrl: string | null;
  /** The show's sales channels. */
  channels: SalesChannel[];
}

/** Which of the event's reads failed: the sales channels, the pricing, its categories, or the rest. */
export type SetupFailure = 'channels' | 'pricing' | 'categories' | 'event';
