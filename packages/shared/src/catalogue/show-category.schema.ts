import { z } from 'zod';
import { formMessages } from '../common/fields';
import { listQuerySchema } from '../common/list.schema';
import { messageKeys, whenMissing } from '../validation/message-key';
import { defineResource } from '../resources/define-resource';
import { catalogueEntry } from './catalogue-list';

const keys = messageKeys('catalogue');
export const showCategoryMessages = {
  labelRequired: keys.categoryLabelRequired,
  referenceFormat: keys.referenceFormat,
} as const;

export const showCategorySchema = z.object({
  id: z.string(),
  label: z.string(),
  reference: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShowCategory = z.infer<typeof showCategorySchema>;

export const showCategoryCreateSchema = z.object({
  label: z
    .string(whenMissing(showCategoryMessages.labelRequired))
    .trim()
    .min(1, { message: showCategoryMessages.labelRequired, abort: true })
    .min(3, formMessages.minLength)
    .max(100),
  /** A short code used in exports and reports, stored in capitals (THEA, CONC...). */
  reference: z
    .string(whenMissing(formMessages.required))
    .trim()
    .toUpperCase()
    .min(1, { message: formMessages.required, abort: true })
    .regex(/^[A-Z0-9_-]{2,20}$/, showCategoryMessages.referenceFormat),
});
export type ShowCategoryCreateInput = z.input<typeof showCategoryCreateSchema>;
export const showCategoryUpdateSchema = showCategoryCreateSchema.partial();
export type ShowCategoryUpdateInput = z.input<typeof showCategoryUpdateSchema>;

export const showCategorySortFields = ['label', 'reference', 'createdAt'] as const;
export const showCategoryListQuerySchema = listQuerySchema(showCategorySortFields);
export type ShowCategoryListQuery = z.input<typeof showCategoryListQuerySchema>;

/** The declaration both apps build from: its entry in the catalogue list, its schemas and sorts. */
export const showCategoryResource = defineResource({
  ...catalogueEntry('show-categories'),
  schemas: {
    item: showCategorySchema,
    create: showCategoryCreateSchema,
    update: showCategoryUpdateSchema,
    listQuery: showCategoryListQuerySchema,
  },
  sort: { fields: showCategorySortFields, default: 'label' },
  filters: [],
});
