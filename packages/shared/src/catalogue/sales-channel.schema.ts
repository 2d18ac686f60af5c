import { z } from 'zod';
import { formMessages, text3 } from '../common/fields';
import { booleanQuery, listQuerySchema } from '../common/list.schema';
import { messageKeys, whenMissing } from '../validation/message-key';
import { defineResource } from '../resources/define-resource';
import { catalogueEntry } from './catalogue-list';

const keys = messageKeys('catalogue');
export const salesChannelMessages = { codeFormat: keys.codeFormat, feeInvalid: keys.feeInvalid } as const;

export const salesChannelSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  /** Fee added per ticket sold on this channel, in euro cents. */
  feeCents: z.number(),
  /** Orders on this channel wait for the show manager's and the producer's approval. */
  needsApproval: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SalesChannel = z.infer<typeof salesChannelSchema>;

export const salesChannelCreateSchema = z.object({
  name: text3(100),
  code: z
    .string(whenMissing(formMessages.required))
    .trim()
    .toUpperCase()
    .min(1, { message: formMessages.required, abort: true })
    .regex(/^[A-Z0-9_-]{2,32}$/, salesChannelMessages.codeFormat),
  feeCents: z
    .number({ error: salesChannelMessages.feeInvalid })
    .int(salesChannelMessages.feeInvalid)
    .min(0, salesChannelMessages.feeInvalid)
    .max(100_000)
    .optional(),
  needsApproval: z.boolean().optional(),
});
export type SalesChannelCreateInput = z.input<typeof salesChannelCreateSchema>;
export const salesChannelUpdateSchema = salesChannelCreateSchema.partial();
export type SalesChannelUpdateInput = z.input<typeof salesChannelUpdateSchema>;

export const salesChannelSortFields = ['name', 'code', 'feeCents', 'createdAt'] as const;
export const salesChannelListQuerySchema = listQuerySchema(salesChannelSortFields).extend({
  needsApproval: booleanQuery,
});
export type SalesChannelListQuery = z.input<typeof salesChannelListQuerySchema>;

/** The declaration both apps build from: its entry in the catalogue list, its schemas and sorts. */
export const salesChannelResource = defineResource({
  ...catalogueEntry('sales-channels'),
  schemas: {
    item: salesChannelSchema,
    create: salesChannelCreateSchema,
    update: salesChannelUpdateSchema,
    listQuery: salesChannelListQuerySchema,
  },
  sort: { fields: salesChannelSortFields, default: 'name' },
  filters: ['needsApproval'],
});
