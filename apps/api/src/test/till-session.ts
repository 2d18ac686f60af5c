import type { FastifyInstance } from 'fastify';
import { tills } from '../db/schema';
import { bearer } from './test-app';

/**
 * Opens a till session for the token's user (on a till of its own, made for it) and answers its id: every
 * counter payment in cash needs one (409 E04001 without). A test that sells for cash calls it once per
 * seller: `await openTillSession(t.app, token)`. A seller who already has an open session gets that one.
 */
export async function openTillSession(
  app: FastifyInstance,
  token: string,
  openingFloat: Record<string, number> = { '2000': 5, '500': 4 },
): Promise<string> {
  const current = await app.inject({
    method: 'GET',
    url: '/api/till-sessions/current',
    headers: bearer(token),
  });
  if (current.statusCode === 200) return current.json().data.id as string;
  const [till] = await app.db
    .insert(tills)
    .values({ name: `Test till ${crypto.randomUUID()}` })
    .returning({ id: tills.id });
  const res = await app.inject({
    method: 'POST',
    url: `/api/tills/${till!.id}/sessions`,
    headers: bearer(token),
    payload: { openingFloat },
  });
  if (res.statusCode !== 201) throw new Error(`openTillSession: ${res.statusCode} ${res.body}`);
  return res.json().data.id as string;
}
