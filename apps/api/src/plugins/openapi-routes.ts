import type { RouteOptions } from 'fastify';

/**
 * What the OpenAPI document needs to know of a route beyond its zod schemas: who may call it (config.auth),
 * whether it is rate limited, what it takes, and the error statuses and media types it declares itself.
 * Gathered by an onRoute hook (openapi.ts), so every route registered later is covered as well.
 */
export interface RouteFacts {
  method: string;
  /** The OpenAPI path: `/api/shows/{id}`. */
  path: string;
  auth: unknown;
  rateLimited: boolean;
  takes: { params: boolean; query: boolean; body: boolean };
  /** `config.errors`: statuses this route answers beyond the common ones (e.g. a GET answering 409). */
  errors: number[];
  /** `schema.produces` (or `config.produces`): the media types of its 200 answer when it is not JSON. */
  produces: string[] | undefined;
  hidden: boolean;
  /** `config.idempotent`: takes an `Idempotency-Key` header (plugins/idempotency.ts). */
  idempotent: boolean;
}

const mediaTypes = (value: unknown) =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.map(String) : undefined;

export const openApiPath = (url: string) => url.replace(/:(\w+)(\([^)]*\))?/g, '{$1}');

export function routeFacts(route: RouteOptions): RouteFacts[] {
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
    (m) => m !== 'HEAD' && m !== 'OPTIONS',
  );
  const config = (route.config ?? {}) as Record<string, unknown>;
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  return methods.map((method) => ({
    method,
    path: openApiPath(route.url),
    auth: config.auth,
    rateLimited: Boolean(config.rateLimit),
    takes: { params: Boolean(schema.params), query: Boolean(schema.querystring), body: Boolean(schema.body) },
    errors: Array.isArray(config.errors) ? (config.errors as number[]) : [],
    produces: mediaTypes(schema.produces ?? config.produces),
    hidden: Boolean(schema.hide),
    idempotent: Boolean(config.idempotent),
  }));
}

/** Media types of answers that are not JSON, by the path's shape, when the route names none itself. */
export function mediaTypesOf(path: string): string[] | undefined {
  if (path.endsWith('.pdf')) return ['application/pdf'];
  if (path.endsWith('.csv')) return ['text/csv'];
  if (path.endsWith('.svg')) return ['image/svg+xml'];
  if (path.endsWith('/stream')) return ['text/event-stream'];
  return undefined;
}
