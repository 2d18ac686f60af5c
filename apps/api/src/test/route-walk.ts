import type { FastifyInstance } from 'fastify';

export interface ApiRoute {
  method: string;
  /** The OpenAPI path, e.g. `/api/shows/{id}`: the key of the route in the expected grid. */
  path: string;
}

/** Every operation of the OpenAPI document the server publishes (the API reference). */
export async function documentedRoutes(app: FastifyInstance): Promise<ApiRoute[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  const methods = ['get', 'post', 'put', 'patch', 'delete'];
  return Object.entries(doc.paths)
    .flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((m) => methods.includes(m))
        .map((m) => ({ method: m.toUpperCase(), path })),
    )
    .sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/** The route's URL with every `{param}` replaced by `value` (sent as given when `raw`). */
export const urlOf = (route: ApiRoute, value: string, raw = false) =>
  route.path.replace(/\{[^}]+\}/g, raw ? value : encodeURIComponent(value));

export const routeKey = (route: ApiRoute) => `${route.method} ${route.path}`;

/** A reply outside `{ error: { code, message } }` on a failure, or any 5xx: what the fuzz refuses. */
export function badReply(status: number, body: string): string | undefined {
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return undefined;
  try {
    const parsed = JSON.parse(body) as { error?: { code?: unknown; message?: unknown } };
    const { code, message } = parsed.error ?? {};
    if (typeof code === 'string' && /^E\d{5}$/.test(code) && typeof message === 'string') return undefined;
  } catch {
    // not JSON: reported below
  }
  return `answered ${status} outside the error shape: ${body.slice(0, 120)}`;
}
