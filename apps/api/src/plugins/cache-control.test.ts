import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from '../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('personal data is not cached', () => {
  it('sends Cache-Control: no-store on authenticated API answers, errors included', async () => {
    const { token } = await t.login('ADMIN');
    for (const url of ['/api/auth/me', '/api/account', '/api/users', '/api/users?page=0', '/api/artists']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect({ url, cacheControl: res.headers['cache-control'] }).toEqual({ url, cacheControl: 'no-store' });
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@encore.test', password: 'wrong-password' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/account' });
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });
});
