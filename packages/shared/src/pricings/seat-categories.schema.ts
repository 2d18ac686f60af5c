import { z } from 'zod';
import { seatMapIdSchema } from '../rooms/seat-map.schema';
import { pricingMessages } from './pricing.schema';

/**
 * The seat mapping over HTTP: `{ seats: { [seatId]: categoryId } }`; for an unplaced room the keys are its
 * general-admission area ids. Seats left out are unassigned. The whole mapping is sent and replaced at once.
 */
export const seatCategoriesSchema = z.object({
  seats: z.record(seatMapIdSchema, z.uuid({ error: pricingMessages.categoryNotAvailable })),
});
export type SeatCategoriesInput = z.input<typeof seatCategoriesSchema>;
export const seatCategoriesResponseSchema = z.object({
  data: z.object({
    seats: z.record(z.string(), z.string()),
    assignedCount: z.number(),
    roomSeatCount: z.number(),
  }),
});
export type SeatCategories = z.infer<typeof seatCategoriesResponseSchema>['data'];
/** Largest mapping body: an arena of 150,000 seats with uuid values fits well under it. */
export const seatCategoriesBodyLimit = 16 * 1024 * 1024;
