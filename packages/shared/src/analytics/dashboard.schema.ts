import { z } from 'zod';
import { calendarDaySchema, salesFiguresSchema } from './figures.schema';

/**
 * A period's figures (issue 23, product.md "Money"): revenue is what was paid minus what was refunded in
 * the period (money that moved, on its France day), never the items' prices; paid and refunded are shown
 * apart. Tickets are tickets sold for money in the period, invitations the free tickets given (0
 * revenue), cancelled tickets those cancelled in the period whenever sold.
 */
export const periodFiguresSchema = z.object({
  tickets: z.number(),
  revenueCents: z.number(),
  paidCents: z.number(),
  refundedCents: z.number(),
  invitations: z.number(),
  /** Tickets cancelled in the period, whenever sold: apart, never negative sales. */
  cancelledTickets: z.number(),
});
export type PeriodFigures = z.infer<typeof periodFiguresSchema>;

/** An event with its fill rate (sold / capacity) and its check-ins. */
export const dashboardEventSchema = z.object({
  id: z.string(),
  showId: z.string(),
  showName: z.string(),
  roomName: z.string(),
  startsAt: z.string(),
  capacity: z.number(),
  sold: z.number(),
  /** Tickets let in at the door so far. */
  checkedIn: z.number(),
});
export type DashboardEvent = z.infer<typeof dashboardEventSchema>;

export const pendingOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  showName: z.string().nullable(),
  customerName: z.string().nullable(),
  totalInclTaxCents: z.number(),
  validatedAt: z.string().nullable(),
});

/**
 * `GET /api/dashboard`: the sections the signed-in user's rules give. A seller gets `mySales`; whoever
 * reads Analytics gets `business` (a producer's limited to its own shows); an approver gets `approvals`;
 * everybody the events it may read (today and tomorrow for a seller without business figures).
 */
export const dashboardSchema = z.object({
  today: calendarDaySchema,
  mySales: z
    .object({
      /**
       * The seller's day: tickets it sold today (gross), its orders' tickets cancelled today apart (an
       * older sale cancelled today is a refund today, never negative sales), what it took and paid back.
       */
      today: periodFiguresSchema,
      openCarts: z.number(),
      pendingOrders: z.number(),
    })
    .nullable(),
  business: z
    .object({
      /** 'own' when the user's rules limit it to its producer's shows. */
      scope: z.enum(['all', 'own']),
      today: periodFiguresSchema,
      last7: periodFiguresSchema,
      previous7: periodFiguresSchema,
      last30: periodFiguresSchema,
      previous30: periodFiguresSchema,
      /** The last 30 days, oldest first, today included, days without sales at zero. */
      perDay: z.array(periodFiguresSchema.extend({ day: calendarDaySchema })),
      topShows: z.array(
        salesFiguresSchema.pick({ tickets: true }).extend({
          showId: z.string(),
          showName: z.string(),
          /** Paid minus refunded over the last 30 days. */
          revenueCents: z.number(),
        }),
      ),
    })
    .nullable(),
  approvals: z
    .object({
      as: z.array(z.enum(['show_manager', 'producer'])),
      total: z.number(),
      orders: z.array(pendingOrderSchema),
    })
    .nullable(),
  events: z.object({
    window: z.enum(['today_tomorrow', 'upcoming']),
    items: z.array(dashboardEventSchema),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardResponseSchema = z.object({ data: dashboardSchema });
