import { z } from 'zod';
import { text3 } from '../common/fields';
import { listQuerySchema } from '../common/list.schema';
import { messageKeys } from '../validation/message-key';
import { defineResource } from '../resources/define-resource';
import { catalogueEntry } from './catalogue-list';

const keys = messageKeys('catalogue');
export const taxClassMessages = {
  rateRequired: keys.taxRateRequired,
  rateInvalid: keys.rateInvalid,
} as const;

export const taxClassSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** VAT rate in basis points: 2.1 % is 210, 20 % is 2000 (integers, no float rounding). */
  rateBasisPoints: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TaxClass = z.infer<typeof taxClassSchema>;

export const taxClassCreateSchema = z.object({
  name: text3(100),
  rateBasisPoints: z
    .number({ error: taxClassMessages.rateRequired })
    .int(taxClassMessages.rateInvalid)
    .min(0, taxClassMessages.rateInvalid)
    .max(10_000, taxClassMessages.rateInvalid),
});
export type TaxClassCreateInput = z.input<typeof taxClassCreateSchema>;
export const taxClassUpdateSchema = taxClassCreateSchema.partial();
export type TaxClassUpdateInput = z.input<typeof taxClassUpdateSchema>;

/** France's VAT rates for shows, seeded as reference data (product.md). */
export const frenchTaxClasses = [
  { name: 'TVA 2,1 %', rateBasisPoints: 210 },
  { name: 'TVA 5,5 %', rateBasisPoints: 550 },
  { name: 'TVA 10 %', rateBasisPoints: 1000 },
  { name: 'TVA 20 %', rateBasisPoints: 2000 },
] as const;

export const taxClassSortFields = ['name', 'rateBasisPoints', 'createdAt'] as const;
export const taxClassListQuerySchema = listQuerySchema(taxClassSortFields);
export type TaxClassListQuery = z.input<typeof taxClassListQuerySchema>;

/** The declaration both apps build from: its entry in the catalogue list, its schemas and sorts. */
export const taxClassResource = defineResource({
  ...catalogueEntry('tax-classes'),
  schemas: {
    item: taxClassSchema,
    create: taxClassCreateSchema,
    update: taxClassUpdateSchema,
    listQuery: taxClassListQuerySchema,
  },
  sort: { fields: taxClassSortFields, default: 'rateBasisPoints', initial: 'name' },
  filters: [],
});
