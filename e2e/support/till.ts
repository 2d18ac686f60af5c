import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts } from './session';

/**
 * Makes sure the seller of `token` has an open till session (issue 23: cash, sold or refunded, needs one;
 * 409 E04001 without) and answers its id. Idempotent and safe in parallel: specs share the demo seller on
 * one server, so a session another spec opened meanwhile (409 on opening) is the one used. Never closes
 * anything: e2e/till.spec.ts opens and closes the sessions of sellers of its own.
 */
export async function ensureTillOpen(request: APIRequestContext, token: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  for (let attempt = 0; attempt < 5; attempt++) {
    const current = await request.get('/api/till-sessions/current', { headers });
    if (current.ok()) return ((await current.json()) as { data: { id: string } }).data.id;
    expect(current.status(), 'GET /api/till-sessions/current').toBe(404);
    // Tills are made by an admin; the seller opens its session on a till of its own (one per attempt).
    const admin = await request.post('/api/auth/login', {
      data: { email: demoAccounts.ADMIN, password: DEMO_PASSWORD },
    });
    const adminToken = ((await admin.json()) as { data: { token: string } }).data.token;
    const till = await request.post('/api/tills', {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { name: `e2e ${Date.now()}-${Math.round(Math.random() * 1e6)}` },
    });
    expect(till.status(), 'POST /api/tills').toBe(201);
    const tillId = ((await till.json()) as { data: { id: string } }).data.id;
    const opened = await request.post(`/api/tills/${tillId}/sessions`, {
      headers,
      data: { openingFloat: { '2000': 5 } },
    });
    if (opened.status() === 201) return ((await opened.json()) as { data: { id: string } }).data.id;
    // Another spec opened the seller's session first: read it again.
    expect(opened.status(), `POST /api/tills/${tillId}/sessions`).toBe(409);
  }
  throw new Error('ensureTillOpen: no open till session after 5 attempts');
}
