import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../db/seed/seed-catalogue';
import { seedDemoOrders } from '../db/seed/demo-orders';
import { seedDemoRooms } from '../db/seed/demo-rooms';
import { seedDemoSeason } from '../db/seed/demo-season';
import { registeredRoutes } from '../plugins/openapi';
import { syncOrderTickets } from '../modules/tickets/tickets.repository';
import { resolveTicketKey } from '../modules/tickets/ticket-key';
import { answerChecker, type Doc } from './openapi-answers';
import { bearer, createTestApp, type TestContext } from './test-app';
import { documentedRoutes, routeKey, type ApiRoute } from './route-walk';

/**
 * Issue 22 item 9: the OpenAPI document as clients read it. It is a valid OpenAPI 3 document; every
 * registered route is in it with an operationId; and real answers of every route (anonymous, a role that
 * may not, the super admin on unknown ids and junk, and GETs on the demo season's real ids) match it.
 */
let t: TestContext;
let doc: Doc & { paths: Record<string, Record<string, { operationId?: string }>> };
let routes: ApiRoute[];
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp({ ticketSigningKey: '5e'.repeat(32) });
  const db = t.database.db;
  await seedDemoCatalogue(db);
  await seedDemoRooms(db);
  await seedDemoSeason(db);
  const key = resolveTicketKey(t.config);
  await seedDemoOrders(db, (tx, ids) => syncOrderTickets(tx, ids, key, { withVoided: true }));
  for (const role of ['SUPER_ADMIN', 'ARTIST'] as const) tokens.set(role, (await t.login(role)).token);
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  routes = await documentedRoutes(t.app);
}, 180_000);
afterAll(() => t.close());

const unknownId = '00000000-0000-4000-8000-00000000abcd';
const lastSegment = (path: string) => path.replace(/\/$/, '').split('/').pop()!;

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3 document naming every operation once', async () => {
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents every registered route', () => {
    const registered = [...registeredRoutes.get(t.app)!.values()]
      .filter((r) => !r.hidden && r.path.startsWith('/api/') && !r.path.startsWith('/api/docs'))
      .map((r) => `${r.method} ${r.path}`);
    const documented = new Set(routes.map(routeKey));
    // A prefix's root is registered with and without its trailing slash; the document has one.
    expect(registered.filter((key) => !documented.has(key) && !documented.has(`${key}/`))).toEqual([]);
    expect(documented.size).toBeGreaterThan(100);
  });

  it('matches real answers of every route', async () => {
    const check = answerChecker(doc);
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    // Real ids by the path segment naming them (`shows` -> a show's id), read from the answers of GETs.
    const ids = new Map<string, string>();
    const harvest = (path: string, body: string) => {
      const data = (JSON.parse(body) as { data?: unknown }).data;
      const first = Array.isArray(data) ? data[0] : undefined;
      if (first && typeof first === 'object' && 'id' in first && !ids.has(lastSegment(path)))
        ids.set(lastSegment(path), String(first.id));
    };
    const urlWith = (route: ApiRoute, real: boolean) =>
      route.path.replace(/\{(\w+)\}/g, (_all, _name, offset: number) => {
        const segment = route.path.slice(0, offset).replace(/\/$/, '').split('/').pop()!;
        return (real && ids.get(segment)) || unknownId;
      });
    const call = async (route: ApiRoute, url: string, token?: string) => {
      const withBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
      // Streams answer forever once open: an answer is what arrives within a moment.
      const answer = t.app.inject({
        method: route.method as 'GET',
        url,
        headers: token ? bearer(token) : {},
        ...(withBody ? { payload: {} } : {}),
      });
      const res = await Promise.race([
        answer,
        new Promise<undefined>((r) => setTimeout(() => r(undefined), 3000)),
      ]);
      if (!res) return;
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const problem = check(
        route.method,
        route.path,
        res.statusCode,
        String(res.headers['content-type'] ?? ''),
        res.body,
      );
      if (problem) problems.push(`${problem} (${url})`);
      return res;
    };
    const gets = routes.filter((r) => r.method === 'GET' && !r.path.endsWith('/stream'));
    // Three rounds: lists first, then what their ids open, then deeper.
    for (let round = 0; round < 3; round++)
      for (const route of gets) {
        const url = urlWith(route, true);
        if (round > 0 && url.includes(unknownId)) continue;
        const res = await call(route, url, tokens.get('SUPER_ADMIN'));
        if (res?.statusCode === 200 && res.headers['content-type']?.toString().includes('json'))
          harvest(route.path, res.body);
      }
    const admin = tokens.get('SUPER_ADMIN')!;
    for (const route of routes) {
      if (route.path === '/api/auth/logout') continue;
      await call(route, urlWith(route, false));
      await call(route, urlWith(route, false), admin);
      await call(route, urlWith(route, false), tokens.get('ARTIST'));
      if (route.path.includes('{')) await call(route, route.path.replace(/\{\w+\}/g, 'not-an-id'), admin);
    }
    console.info(
      `openapi: ${routes.length} operations, answers by status ${JSON.stringify(Object.fromEntries(statuses))}, ` +
        `real ids of ${[...ids.keys()].join(', ')}`,
    );
    expect(problems).toEqual([]);
  }, 240_000);
});
