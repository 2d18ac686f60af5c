import { z } from 'zod';
import { formMessages, optionalText, text3 } from '../common/fields';
import { listQuerySchema } from '../common/list.schema';
import { maxPriceCents } from '../money';
import { hexColourSchema } from '../rooms/seat-map.schema';
import { messageKeys, whenEmpty, whenMissing } from '../validation/message-key';

/**
 * A pricing is drawn for ONE room (it cannot move to another: its seat mapping names that room's seats).
 * - A category is a zone of the room ("Carré or", "Catégorie 2"): seats of a placed room, or general-
 *   admission areas of an unplaced room, are mapped onto categories.
 * - A price level is a tariff OF ONE category ("Plein tarif", "Réduit", "-26 ans"), with its own price
 *   VAT included, tax class and quota. This is the category x tariff matrix professional tools use, stored
 *   as rows: a category simply has the levels it offers, so a seat's price list is its category's levels.
 */
export const pricingMessages = messageKeys('pricings');

export const defaultCategoryColours = {
  defaultColour: '#1c7ed6',
  activeColour: '#1864ab',
  textColour: '#ffffff',
} as const;

/**
 * Default colours of new categories (seat colour, its active shade), each readable with white text in both
 * schemes and told apart on a plan: a new category takes the first one its pricing does not use yet.
 */
export const categoryPalette = [
  ['#1c7ed6', '#1864ab'],
  ['#c2255c', '#a61e4d'],
  ['#2f9e44', '#2b8a3e'],
  ['#e8590c', '#d9480f'],
  ['#7048e8', '#5f3dc4'],
  ['#0c8599', '#0b7285'],
  ['#e03131', '#c92a2a'],
  ['#846358', '#6b4f45'],
  ['#495057', '#343a40'],
  ['#d6336c', '#c2255c'],
] as const;

/** The colours a pricing's next category starts with: the first unused of the palette, else round again. */
export function nextCategoryColours(existing: { defaultColour: string }[]) {
  const used = new Set(existing.map((c) => c.defaultColour.toLowerCase()));
  const [defaultColour, activeColour] =
    categoryPalette.find(([colour]) => !used.has(colour)) ??
    categoryPalette[existing.length % categoryPalette.length]!;
  return { defaultColour, activeColour, textColour: defaultCategoryColours.textColour };
}

const rank = z.number().int().min(0).max(10_000);

export const pricingCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  defaultColour: z.string(),
  activeColour: z.string(),
  textColour: z.string(),
  rank: z.number(),
  /** Seats (or general-admission areas) of the room mapped onto this category. */
  seatCount: z.number(),
});
export type PricingCategory = z.infer<typeof pricingCategorySchema>;

export const priceLevelSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  taxClassId: z.string(),
  taxRateBasisPoints: z.number(),
  /** VAT included. */
  priceCents: z.number(),
  /** Derived from the price and the tax class's rate (money.ts), never stored or accepted. */
  vatCents: z.number(),
  /** Tickets at this level per event; null is unlimited. */
  quota: z.number().nullable(),
  rank: z.number(),
});
export type PriceLevel = z.infer<typeof priceLevelSchema>;

export const pricingSchema = z.object({
  id: z.string(),
  name: z.string(),
  roomId: z.string(),
  roomName: z.string(),
  roomKind: z.enum(['placed', 'unplaced']),
  /** Seats of a placed room, or general-admission areas of an unplaced one. */
  roomSeatCount: z.number(),
  categories: z.array(pricingCategorySchema),
  priceLevels: z.array(priceLevelSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Pricing = z.infer<typeof pricingSchema>;

export const pricingCreateSchema = z.object({
  name: text3(150),
  roomId: z.uuid(whenEmpty(formMessages.required)),
});
export type PricingCreateInput = z.input<typeof pricingCreateSchema>;
/** The room is fixed at creation: changing it would orphan the seat mapping. */
export const pricingUpdateSchema = z.object({ name: text3(150).optional() });
export type PricingUpdateInput = z.input<typeof pricingUpdateSchema>;

export const pricingSortFields = ['name', 'createdAt', 'updatedAt'] as const;
export const pricingListQuerySchema = listQuerySchema(pricingSortFields).extend({
  roomId: z.uuid().optional(),
});
export type PricingListQuery = z.input<typeof pricingListQuerySchema>;

const categoryFields = {
  name: z
    .string(whenMissing(pricingMessages.categoryNameRequired))
    .trim()
    .min(1, pricingMessages.categoryNameRequired)
    .max(100),
  defaultColour: hexColourSchema,
  activeColour: hexColourSchema,
  textColour: hexColourSchema,
  /** Display order; a new category without a rank goes last. */
  rank,
};
export const pricingCategoryCreateSchema = z.object({
  ...categoryFields,
  defaultColour: hexColourSchema.default(defaultCategoryColours.defaultColour),
  activeColour: hexColourSchema.default(defaultCategoryColours.activeColour),
  textColour: hexColourSchema.default(defaultCategoryColours.textColour),
  rank: rank.optional(),
});
export type PricingCategoryCreateInput = z.input<typeof pricingCategoryCreateSchema>;
export const pricingCategoryUpdateSchema = z.object(categoryFields).partial();
export type PricingCategoryUpdateInput = z.input<typeof pricingCategoryUpdateSchema>;

const priceLevelFields = {
  categoryId: z.uuid({ error: pricingMessages.categoryNotAvailable }),
  name: z
    .string(whenMissing(pricingMessages.priceLevelNameRequired))
    .trim()
    .min(1, pricingMessages.priceLevelNameRequired)
    .max(100),
  description: optionalText(500),
  taxClassId: z.uuid({ error: pricingMessages.taxRequired }),
  priceCents: z
    .number({ error: formMessages.required })
    .int(pricingMessages.priceInvalid)
    .min(0, pricingMessages.priceInvalid)
    .max(maxPriceCents, pricingMessages.priceInvalid),
  quota: z
    .number({ error: pricingMessages.quotaInvalid })
    .int(pricingMessages.quotaInvalid)
    .min(1, pricingMessages.quotaInvalid)
    .max(1_000_000, pricingMessages.quotaInvalid)
    .nullable(),
  rank,
};
export const priceLevelCreateSchema = z.object({
  ...priceLevelFields,
  quota: priceLevelFields.quota.default(null),
  rank: rank.optional(),
});
export type PriceLevelCreateInput = z.input<typeof priceLevelCreateSchema>;
export const priceLevelUpdateSchema = z.object(priceLevelFields).partial();
export type PriceLevelUpdateInput = z.input<typeof priceLevelUpdateSchema>;

/** New display order: every id of the pricing's categories (or levels), first to last. */
export const reorderSchema = z.object({ ids: z.array(z.uuid()).min(1).max(1000) });
export type ReorderInput = z.input<typeof reorderSchema>;
