import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestApp, bearer } from '../test/test-app';
import { DEMO_PASSWORD } from '../db/seed/seed-demo';

describe('logs', () => {
  it('never contain passwords or tokens', async () => {
    const stream = new PassThrough();
    let logs = '';
    stream.on('data', (chunk) => (logs += chunk));
    const t = await createTestApp({ logLevel: 'trace' }, stream);
    try {
      const { token, refreshToken } = await t.login('ADMIN');
      await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
      await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'x@y.z', password: 'Secret-123' },
      });
      expect(logs).toContain('/api/auth/me');
      for (const secret of [DEMO_PASSWORD, 'Secret-123', token, refreshToken])
        expect(logs).not.toContain(secret);
    } finally {
      await t.close();
    }
  });
});
