import { z } from 'zod';
import { keyed } from '../validation/message-key';

/** Page sizes offered by every list (product.md: 10, 25, 50, 100; 25 by default). */
export const pageSizes = [10, 25, 50, 100] as const;
export type PageSize = (typeof pageSizes)[number];
export const defaultPageSize: PageSize = 25;
export const searchMaxLength = 100;

/** `name` sorts ascending, `-name` descending; only the listed fields are accepted. */
export function sortValues<const F extends string>(fields: readonly F[]) {
  return fields.flatMap((f) => [f, `-${f}`] as const) as (F | `-${F}`)[];
}

/** Query-string booleans arrive as text: only 'true' and 'false' are accepted. */
export const booleanQuery = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

/**
 * The query every list endpoint accepts: page, pageSize, search and a sort whitelisted per entity.
 * Entities extend it with their filters.
 */
export function listQuerySchema<const F extends string>(sortFields: readonly [F, ...F[]]) {
  const sorts = sortValues(sortFields) as [F | `-${F}`, ...(F | `-${F}`)[]];
  return z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine((n): n is PageSize => (pageSizes as readonly number[]).includes(n), {
        message: keyed('common.pageSize', { sizes: pageSizes.join(', ') }),
      })
      .default(defaultPageSize),
    search: z.string().trim().max(searchMaxLength).optional(),
    sort: z.enum(sorts).optional(),
  });
}

export const listMetaSchema = z.object({
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  /** Set when more rows match than were counted: `total` is a lower bound ("more than 1,000"). */
  totalIsLowerBound: z.boolean().optional(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

/** `{ data: [...], meta: { page, pageSize, total } }`, the answer of every list endpoint. */
export function listResponseSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({ data: z.array(item), meta: listMetaSchema });
}

export interface ListResponse<T> {
  data: T[];
  meta: ListMeta;
}

export const idParamsSchema = z.object({ id: z.uuid() });
