import { z } from 'zod';
import { emailPattern, formMessages, hasControlCharacter, isPhoneNumber } from '../common/fields';
import { seatMapIdSchema } from '../rooms/seat-map.schema';
import { pricingMessages } from '../pricings/pricing.schema';
import { keyed, messageKeys, whenMissing } from '../validation/message-key';
import { invitationReasons, tenderMethods } from '../money/money-facts';
import { customerLanguages, paymentMethods } from './order.schema';

const cartMessages = messageKeys('orders');

/** Most seats one add-to-cart request may hold (a group booking; bigger ones go in several steps). */
export const maxSeatsPerRequest = 200;
/** Most admissions one request may take in a general-admission area. */
export const maxQuantityPerRequest = 200;

export const cartCreateSchema = z.object({
  salesChannelId: z.uuid(whenMissing(formMessages.required)),
});
export type CartCreateInput = z.input<typeof cartCreateSchema>;

/** Seats of a placed room: one item per seat, all at the same price level. */
export const addSeatsSchema = z.object({
  eventId: z.uuid(),
  priceLevelId: z.uuid({ error: pricingMessages.priceLevelNotAvailable }),
  seatIds: z
    .array(seatMapIdSchema)
    .min(1)
    .max(maxSeatsPerRequest)
    .refine((ids) => new Set(ids).size === ids.length, cartMessages.seatListedTwice),
});
/** Admissions to a general-admission area: one item with a quantity. */
export const addAdmissionsSchema = z.object({
  eventId: z.uuid(),
  priceLevelId: z.uuid({ error: pricingMessages.priceLevelNotAvailable }),
  gaAreaId: seatMapIdSchema,
  quantity: z.number().int().min(1).max(maxQuantityPerRequest),
});
/** `POST /api/carts/{id}/items`: either form; all or nothing. */
export const addCartItemsSchema = z.union([addSeatsSchema.strict(), addAdmissionsSchema.strict()]);
export type AddCartItemsInput = z.input<typeof addCartItemsSchema>;
export type AddSeatsInput = z.infer<typeof addSeatsSchema>;
export type AddAdmissionsInput = z.infer<typeof addAdmissionsSchema>;

export const updateCartItemSchema = z.object({
  priceLevelId: z.uuid({ error: pricingMessages.priceLevelNotAvailable }),
});
export type UpdateCartItemInput = z.input<typeof updateCartItemSchema>;

/**
 * Customer fields as typed: empty strings allowed here, because a missing name or a missing e-mail AND
 * phone is answered with the spec's one message (E03004, see `hasCustomerInfo`), not per field.
 */
const customerEmail = z.email({ pattern: emailPattern });

export const customerInputSchema = z.object({
  name: z
    .string()
    .trim()
    .max(200)
    .refine((v) => !hasControlCharacter(v), formMessages.controlCharacters)
    .default(''),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .refine((v) => v === '' || customerEmail.safeParse(v).success, formMessages.invalidEmail)
    .optional()
    .nullable(),
  phone: z
    .string()
    .trim()
    .max(40)
    .refine((v) => v === '' || isPhoneNumber(v), formMessages.invalidPhone)
    .optional()
    .nullable(),
  language: z.enum(customerLanguages).default('fr'),
});
export type CustomerInput = z.input<typeof customerInputSchema>;

/** A name and at least one way to reach the customer (SPEC: 'Please provide customer information...'). */
export function hasCustomerInfo(customer: {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
}): boolean {
  const filled = (v: string | null | undefined) => Boolean(v && v.trim() !== '');
  return filled(customer.name) && (filled(customer.email) || filled(customer.phone));
}

/** One payment of a validation (issue 23); cash may say what was tendered (the answer gives the change). */
export const paymentInputSchema = z.object({
  method: z.enum(tenderMethods),
  amountCents: z.number().int().min(1).max(100_000_000),
  tenderedCents: z.number().int().min(0).max(100_000_000).optional(),
  reference: z.string().trim().max(200).optional(),
});
export type PaymentInput = z.infer<typeof paymentInputSchema>;

/**
 * `payments` (split or not, adding up to the total: E04002 otherwise) or `paymentMethod`: one payment of
 * the whole total, or 'free': an invitation, with its required `invitationReason`.
 */
export const validateOrderSchema = z
  .object({
    customer: customerInputSchema.default({ name: '', language: 'fr' }),
    // Missing: 'Required field'; any other value: which ones are allowed (not 'Required field').
    paymentMethod: z
      .enum(paymentMethods, {
        error: (issue) =>
          issue.input === undefined || issue.input === null
            ? formMessages.required
            : keyed(cartMessages.paymentMethodInvalid, { options: paymentMethods.join(', ') }),
      })
      .optional(),
    payments: z.array(paymentInputSchema).max(20).optional(),
    invitationReason: z.enum(invitationReasons).optional(),
  })
  .superRefine((input, ctx) => {
    if (!input.payments && !input.paymentMethod)
      ctx.addIssue({ code: 'custom', path: ['paymentMethod'], message: formMessages.required });
    if (input.paymentMethod === 'free' && !input.invitationReason)
      ctx.addIssue({
        code: 'custom',
        path: ['invitationReason'],
        message: cartMessages.invitationReasonRequired,
      });
    // An invitation collects nothing: payments beside it say the opposite.
    if (input.paymentMethod === 'free' && input.payments?.length)
      ctx.addIssue({ code: 'custom', path: ['payments'], message: formMessages.invalidValue });
    input.payments?.forEach((payment, i) => {
      if (payment.tenderedCents === undefined) return;
      if (payment.method !== 'cash')
        ctx.addIssue({
          code: 'custom',
          path: ['payments', i, 'tenderedCents'],
          message: cartMessages.tenderedCashOnly,
        });
      else if (payment.tenderedCents < payment.amountCents)
        ctx.addIssue({
          code: 'custom',
          path: ['payments', i, 'tenderedCents'],
          message: cartMessages.tenderedTooLow,
        });
    });
  });
export type ValidateOrderInput = z.input<typeof validateOrderSchema>;

export const cartItemParamsSchema = z.object({ id: z.uuid(), itemId: z.uuid() });
