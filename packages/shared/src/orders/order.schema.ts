import { z } from 'zod';
import { dateBoundField } from '../common/date-range';
import { listQuerySchema } from '../common/list.schema';
import { invitationReasons, tenderMethods } from '../money/money-facts';
import { keyed, messageKeys } from '../validation/message-key';

/**
 * An order is built as a cart, then validated. `cart` -> `pending_approval` (channels that need approval)
 * -> `confirmed`; a cart (also when its hold expires) or a pending order can be `abandoned`; a pending or
 * confirmed order can be `cancelled`.
 */
export const orderStatuses = ['cart', 'pending_approval', 'confirmed', 'cancelled', 'abandoned'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * `held`: in a cart or a pending order, blocks its seat / places and counts against quotas.
 * `sold`: in a confirmed order. `cancelled`: cancelled after the sale (seat back on sale).
 * `released`: dropped with its cart (abandoned or expired), kept for the order's history.
 */
export const orderItemStatuses = ['held', 'sold', 'cancelled', 'released'] as const;
export type OrderItemStatus = (typeof orderItemStatuses)[number];

/** The validation's shorthand: one payment of the whole total by a tender method, or 'free' (an invitation). */
export const paymentMethods = ['cash', 'card', 'cheque', 'transfer', 'voucher', 'free'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const customerLanguages = ['fr', 'en'] as const;
export type CustomerLanguage = (typeof customerLanguages)[number];

export const approvalRoles = ['show_manager', 'producer'] as const;
export type ApprovalRole = (typeof approvalRoles)[number];

export const orderMessages = {
  seatTaken: 'Seat no longer available',
  quotaExhausted: 'Quota not available for same products',
  areaFull: 'Not enough places left in this area',
  customerRequired: 'Please provide customer information to validate the order',
  cartExpired: 'Your cart has expired',
  priceLevelNotAvailable: 'Price level not available',
  validated: 'Order validated successfully',
  validationFailed: 'Order validation failed',
  acceptedByShowManager: 'Accepted by Show Manager',
  acceptedByProducer: 'Accepted by Producer',
  cancelItemFailed: 'Failed to cancel order item',
  loadFailed: 'Failed to load order',
} as const;

/** Short number read on the phone: 8 characters without look-alikes (no 0/O, 1/I/L, 2/Z, 5/S, 8/B). */
export const orderNumberAlphabet = '34679ACDEFGHJKMNPQRTUVWXY';
export const orderNumberLength = 8;

export const customerSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  language: z.enum(customerLanguages),
});
export type Customer = z.infer<typeof customerSchema>;

/** One ticket line: a seat (quantity 1) or `quantity` admissions to a general-admission area. */
export const orderItemSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventStartsAt: z.string(),
  /** The event's room (given by `GET /api/orders/{id}`). */
  roomId: z.string().optional(),
  roomName: z.string().optional(),
  /** Placed rooms: the seat's id in the room's seat map and its labels; null for an admission. */
  seatId: z.string().nullable(),
  /** General-admission area id (of an unplaced room or beside a placed room's seats); null for a seat. */
  gaAreaId: z.string().nullable(),
  /** "Orchestre", "Fosse": the seat's area or the general-admission area's name. */
  areaLabel: z.string().nullable(),
  rowLabel: z.string().nullable(),
  seatLabel: z.string().nullable(),
  quantity: z.number(),
  priceLevelId: z.string(),
  priceLevelName: z.string(),
  categoryId: z.string(),
  /** Copied at the moment the item is put in the cart, refreshed on a price-level change, then frozen. */
  unitPriceCents: z.number(),
  vatRateBasisPoints: z.number(),
  unitVatCents: z.number(),
  unitFeeCents: z.number(),
  status: z.enum(orderItemStatuses),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderTotalsSchema = z.object({
  /** Tickets excluding VAT. */
  subtotalCents: z.number(),
  /** Channel fees (no VAT of their own, see money.ts). */
  feesCents: z.number(),
  /** VAT of the tickets. */
  vatCents: z.number(),
  /** subtotal + fees, excluding VAT. */
  totalCents: z.number(),
  /** What the customer pays: total + VAT. */
  totalInclTaxCents: z.number(),
});
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

export const approvalSchema = z.object({
  as: z.enum(approvalRoles),
  userId: z.string(),
  userName: z.string(),
  at: z.string(),
});
export type Approval = z.infer<typeof approvalSchema>;

/** Money in (issue 23): one payment of an order, a fact never changed. Cash keeps what was tendered. */
export const orderPaymentSchema = z.object({
  id: z.string(),
  method: z.enum(tenderMethods),
  amountCents: z.number(),
  tenderedCents: z.number().nullable(),
  changeCents: z.number().nullable(),
  reference: z.string().nullable(),
  tillSessionId: z.string().nullable(),
  receivedBy: z.string().nullable(),
  at: z.string(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** Money out: a refund paid back when an item (`orderItemId`) or the whole order (null) was cancelled. */
export const orderRefundSchema = z.object({
  id: z.string(),
  orderItemId: z.string().nullable(),
  method: z.enum(tenderMethods),
  amountCents: z.number(),
  reason: z.string().nullable(),
  tillSessionId: z.string().nullable(),
  refundedBy: z.string().nullable(),
  at: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/**
 * An order's money as facts: what was paid, refunded, and the balance: what is still to collect (the
 * total due, 0 once cancelled or abandoned, minus paid plus refunded); negative when money is owed back.
 */
export const orderMoneySchema = z.object({
  invitationReason: z.enum(invitationReasons).nullable(),
  payments: z.array(orderPaymentSchema),
  refunds: z.array(orderRefundSchema),
  paidCents: z.number(),
  refundedCents: z.number(),
  balanceCents: z.number(),
});
export type OrderMoney = z.infer<typeof orderMoneySchema>;

export const orderSchema = orderTotalsSchema.extend(orderMoneySchema.shape).extend({
  id: z.string(),
  number: z.string(),
  status: z.enum(orderStatuses),
  salesChannelId: z.string(),
  salesChannelName: z.string(),
  needsApproval: z.boolean(),
  /** Null until the first item fixes the order's show. */
  showId: z.string().nullable(),
  showName: z.string().nullable(),
  producerId: z.string().nullable(),
  customer: customerSchema.nullable(),
  paymentMethod: z.enum(paymentMethods).nullable(),
  /** Carts only: when the holds lapse (renewed by every change). Null otherwise. */
  expiresAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  validatedAt: z.string().nullable(),
  /**
   * Who validated the cart (null until then): with `createdBy`, the order's seller, who never approves it
   * (403 E03015). Not always its creator: a cart may be validated by another person allowed to.
   */
  validatedBy: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  items: z.array(orderItemSchema),
  approvals: z.array(approvalSchema),
});
export type Order = z.infer<typeof orderSchema>;
export const orderResponseSchema = z.object({ data: orderSchema });
/** `POST /api/orders/{id}/validate`: the order and the change due on the cash tendered. */
export const validatedOrderSchema = orderSchema.extend({ changeCents: z.number() });
export type ValidatedOrder = z.infer<typeof validatedOrderSchema>;
export const validatedOrderResponseSchema = z.object({ data: validatedOrderSchema });

export const historyActions = [
  'created',
  'item_added',
  'item_changed',
  'item_removed',
  /** Another seller took the cart over (details: `from`, `to`, the users): only its seller changes a cart. */
  'taken_over',
  'abandoned',
  'expired',
  'validated',
  'approved',
  'confirmed',
  'cancelled',
  'item_cancelled',
] as const;
export type HistoryAction = (typeof historyActions)[number];

export const orderHistoryEntrySchema = z.object({
  id: z.string(),
  action: z.enum(historyActions),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  at: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;
export const orderDetailSchema = orderSchema.extend({ history: z.array(orderHistoryEntrySchema) });
export type OrderDetail = z.infer<typeof orderDetailSchema>;
export const orderDetailResponseSchema = z.object({ data: orderDetailSchema });

/** A row of `GET /api/orders`. */
export const orderSummarySchema = orderTotalsSchema.extend({
  id: z.string(),
  number: z.string(),
  status: z.enum(orderStatuses),
  salesChannelId: z.string(),
  salesChannelName: z.string(),
  showId: z.string().nullable(),
  showName: z.string().nullable(),
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  customerPhone: z.string().nullable(),
  ticketCount: z.number(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  validatedAt: z.string().nullable(),
  /** What was paid, what was refunded, and what is still owed (negative: owed back), as the order's page. */
  paidCents: z.number(),
  refundedCents: z.number(),
  balanceCents: z.number(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderSortFields = ['createdAt', 'number', 'totalInclTaxCents', 'customerName'] as const;
export const orderListQuerySchema = listQuerySchema(orderSortFields).extend({
  status: z.enum(orderStatuses).optional(),
  showId: z.uuid().optional(),
  eventId: z.uuid().optional(),
  salesChannelId: z.uuid().optional(),
  mine: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** Orders created from (a France calendar day or an ISO date-time) to (that whole day, or that instant). */
  from: dateBoundField.optional(),
  to: dateBoundField.optional(),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

export const approveOrderSchema = z.object({ as: z.enum(approvalRoles) });
export type ApproveOrderInput = z.input<typeof approveOrderSchema>;
const moneyMessages = messageKeys('orders');
/**
 * How a cancellation is paid back (issue 23): by default the amount owed (what the cancelled items were
 * paid, at most what was paid minus what was refunded) by the order's main payment method; another method
 * needs a reason; a smaller amount is a partial refund (0: nothing paid back).
 */
export const refundInputSchema = z.object({
  method: z.enum(tenderMethods),
  amountCents: z.number().int().min(0).max(100_000_000).optional(),
  reason: z.string().trim().max(500).optional(),
});
export type RefundInput = z.infer<typeof refundInputSchema>;
export const refundMessages = {
  reasonRequired: keyed(moneyMessages.refundReasonRequired),
  tooHigh: keyed(moneyMessages.refundTooHigh),
};

export const cancelOrderSchema = z.object({
  reason: z.string().trim().max(500).optional(),
  refund: refundInputSchema.optional(),
});
export type CancelOrderInput = z.input<typeof cancelOrderSchema>;
export const orderItemParamsSchema = z.object({ id: z.uuid(), itemId: z.uuid() });
/** `POST /api/orders/{id}/items/{itemId}/cancel`: an optional body saying how to refund. */
export const cancelItemSchema = z.object({ refund: refundInputSchema.optional() }).optional().default({});
export type CancelItemInput = z.input<typeof cancelItemSchema>;
