import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleNames } from '@encore/shared/auth/permissions';
import { bearer, createTestApp, type TestContext } from './test-app';
import { badReply, documentedRoutes, routeKey, urlOf, type ApiRoute } from './route-walk';

/**
 * The role x route authorization grid: every documented route, called by nobody and by each role with
 * an unknown id and an empty body. A cell is `401` (sign in first), `403` (refused) or `ok` (the
 * route let the caller through to its own checks: 2xx, 400, 404, 409...). The expected grid is
 * `authorization-grid.json` beside this file: a new route fails this test until its row is added there
 * (the failure prints the row as observed, to review and paste).
 */
const gridFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'authorization-grid.json');
const callers = ['anonymous', ...roleNames] as const;
type Cell = '401' | '403' | 'ok';
type Row = Record<(typeof callers)[number], Cell>;

let t: TestContext;
const tokens = new Map<string, string>();
let routes: ApiRoute[];
beforeAll(async () => {
  t = await createTestApp();
  for (const role of roleNames) tokens.set(role, (await t.login(role)).token);
  routes = await documentedRoutes(t.app);
}, 120_000);
afterAll(() => t.close());

const unknownId = '00000000-0000-4000-8000-00000000abcd';

async function rowOf(route: ApiRoute): Promise<{ row: Row; problems: string[] }> {
  const row = {} as Row;
  const problems: string[] = [];
  for (const caller of callers) {
    const token = tokens.get(caller);
    // Logout ends the session of the token it is given: the grid's tokens must stay valid.
    const auth = token && route.path !== '/api/auth/logout' ? bearer(token) : {};
    const withBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
    const res = await t.app.inject({
      method: route.method as 'GET',
      url: urlOf(route, unknownId),
      headers: auth,
      ...(withBody ? { payload: {} } : {}),
    });
    row[caller] = res.statusCode === 401 ? '401' : res.statusCode === 403 ? '403' : 'ok';
    const bad = badReply(res.statusCode, res.body);
    if (bad) problems.push(`${caller}: ${bad}`);
  }
  return { row, problems };
}

describe('authorization grid', () => {
  it('matches the expected grid for every documented route, for nobody and each role', async () => {
    const expected = JSON.parse(fs.readFileSync(gridFile, 'utf8')) as Record<string, Row>;
    const observed: Record<string, Row> = {};
    const problems: string[] = [];
    for (const route of routes) {
      const { row, problems: found } = await rowOf(route);
      observed[routeKey(route)] = row;
      problems.push(...found.map((p) => `${routeKey(route)} ${p}`));
    }
    if (process.env.UPDATE_AUTHORIZATION_GRID === '1')
      fs.writeFileSync(gridFile, `${JSON.stringify(observed, null, 2)}\n`);
    console.info(
      `authorization grid: ${routes.length} routes x ${callers.length} callers = ` +
        `${routes.length * callers.length} requests\n${Object.keys(observed).join('\n')}`,
    );
    const missing = Object.keys(observed).filter((key) => !expected[key]);
    const gone = Object.keys(expected).filter((key) => !observed[key]);
    expect(
      missing.map((key) => `"${key}": ${JSON.stringify(observed[key])}`),
      `routes missing from ${path.basename(gridFile)}: review each row and add it there`,
    ).toEqual([]);
    expect(gone, `rows of ${path.basename(gridFile)} whose route no longer exists`).toEqual([]);
    const differing = Object.keys(expected)
      .filter((key) => observed[key] && JSON.stringify(observed[key]) !== JSON.stringify(expected[key]))
      .map(
        (key) => `${key}: expected ${JSON.stringify(expected[key])}, got ${JSON.stringify(observed[key])}`,
      );
    expect(differing).toEqual([]);
    expect(problems).toEqual([]);
  }, 180_000);
});
