import type { z } from 'zod';
import type { Subject } from '../auth/permissions';

/** The list query every resource accepts (page, pageSize, search, sort), extended with its filters. */
type ListQuerySchema = z.ZodType<{ page: number; pageSize: number; search?: string | undefined }>;

export interface ResourceSchemas<
  I extends z.ZodType = z.ZodType,
  C extends z.ZodType = z.ZodType,
  U extends z.ZodType = z.ZodType,
  Q extends ListQuerySchema = ListQuerySchema,
> {
  /** One item as the API answers it. */
  item: I;
  create: C;
  update: U;
  listQuery: Q;
}

/** Which screens a resource has on the web; list-only resources edit in place (sales channels). */
export type ResourceScreen = 'list' | 'add' | 'detail';

export interface ResourceDefinition<
  I extends z.ZodType = z.ZodType,
  C extends z.ZodType = z.ZodType,
  U extends z.ZodType = z.ZodType,
  Q extends ListQuerySchema = ListQuerySchema,
  S extends string = string,
> {
  /** API path segment under /api and the web's cache key: 'artists' -> /api/artists, ['artists']. */
  name: string;
  /** The CASL subject every route and screen of the resource is checked against. */
  subject: Subject;
  /** English name used in API messages ("Artist not found"). */
  label: string;
  /** Web: the resource's base path ('/artist') and its id parameter ('artistId'). */
  routeBase: string;
  param: string;
  screens: readonly ResourceScreen[];
  /** Translation namespace and key prefix of the resource's texts ('catalogue', 'artist'); no key: the root. */
  i18n: { namespace: string; key?: string };
  schemas: ResourceSchemas<I, C, U, Q>;
  /**
   * Sortable fields (the list query's whitelist), the API's default sort ('-field' for descending) and,
   * when it differs, the sort a list screen starts with.
   */
  sort: { fields: readonly S[]; default: S | `-${S}`; initial?: S | `-${S}` };
  /** List-query keys beyond page, pageSize, search and sort (e.g. 'needsApproval'). */
  filters: readonly string[];
}

/**
 * Declares a resource once, for both apps: the API builds its guarded CRUD routes and list query from
 * it, the web its query options, mutations, routes and screens. The identity function keeps the
 * literal types (schemas, sort fields) for both.
 */
export function defineResource<
  I extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
  Q extends ListQuerySchema,
  const S extends string,
>(definition: ResourceDefinition<I, C, U, Q, S>): ResourceDefinition<I, C, U, Q, S> {
  return definition;
}

/** The item type of a resource declaration. */
export type ResourceItem<R> = R extends ResourceDefinition<infer I> ? z.output<I> : never;
