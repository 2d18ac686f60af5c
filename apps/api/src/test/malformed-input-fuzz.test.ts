import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from './test-app';
import { badReply, documentedRoutes, routeKey, urlOf, type ApiRoute } from './route-walk';

/**
 * A bounded malformed-input fuzz over every documented route, signed in as the super admin (so the
 * input reaches validation and the services): odd path parameters, query strings and bodies. No
 * answer may be a 5xx or fall outside `{ error: { code, message } }`.
 */
let t: TestContext;
let token: string;
let routes: ApiRoute[];
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login('SUPER_ADMIN')).token;
  routes = await documentedRoutes(t.app);
}, 120_000);
afterAll(() => t.close());

/** Sent as written: a NUL, a lone surrogate's bytes, invalid percent-encoding, a traversal. */
const params = [
  'not-a-uuid',
  '0',
  '-1',
  'x'.repeat(300),
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '%ED%A0%80',
  '%E0%A4%A',
];
const queries = ['page=-1&pageSize=abc', 'sort=%27%3B--&search=' + 'é'.repeat(400), 'page=1e309&x[y]=1'];
const bodies: (string | object)[] = [
  '[]',
  'null',
  '"text"',
  '{"a":',
  { name: 1, email: ['x'], id: {}, page: 'x', dates: 'no', items: [{}], quantity: -1 },
  { name: 'a\u0000b', nested: { deep: '\ud800' } },
];

interface Probe {
  url: string;
  payload?: string | object;
}

function probesOf(route: ApiRoute): Probe[] {
  const id = '00000000-0000-4000-8000-00000000f00d';
  const probes: Probe[] = [];
  if (route.path.includes('{')) for (const p of params) probes.push({ url: urlOf(route, p, true) });
  for (const q of queries) probes.push({ url: `${urlOf(route, id)}?${q}` });
  if (['POST', 'PUT', 'PATCH'].includes(route.method))
    for (const payload of bodies) probes.push({ url: urlOf(route, id), payload });
  return probes;
}

describe('malformed input', () => {
  it('never answers 5xx nor outside the error shape, on any documented route', async () => {
    const statuses = new Map<number, number>();
    const problems: string[] = [];
    let requests = 0;
    for (const route of routes) {
      // Logout would end the fuzzer's own session.
      if (route.path === '/api/auth/logout') continue;
      for (const probe of probesOf(route)) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: probe.url,
          headers: {
            ...bearer(token),
            ...(typeof probe.payload === 'string' ? { 'content-type': 'application/json' } : {}),
          },
          ...(probe.payload === undefined ? {} : { payload: probe.payload }),
        });
        requests++;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const bad = badReply(res.statusCode, res.body);
        if (bad) problems.push(`${routeKey(route)} ${probe.url.slice(0, 80)}: ${bad}`);
      }
    }
    const counts = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
    console.info(
      `malformed-input fuzz: ${requests} requests over ${routes.length} routes; statuses ${counts.join(', ')}\n` +
        routes.map(routeKey).join('\n'),
    );
    expect(problems).toEqual([]);
  }, 180_000);
});
