import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/seed-demo';
import { createTestApp, type TestContext } from '../../test/test-app';
import { requests } from '../../test/requests';
import { latestEmailTo } from '../mail/outbox.repository';

let t: TestContext;
let api: ReturnType<typeof requests>;
beforeAll(async () => {
  t = await createTestApp();
  api = requests(t);
});
afterAll(() => t.close());

/** Asks for a reset link and returns its token, as read from the e-mail. */
async function resetLink(email: string) {
  expect((await api.anonymous.post('/api/auth/request-password', { email })).status).toBe(200);
  const mail = await latestEmailTo(t.database.db, email, 'password-reset');
  return decodeURIComponent(/token=([^\s]+)/.exec(mail!.text)![1]!);
}
const reset = (token: string, password: string) =>
  api.anonymous.post('/api/auth/reset-password', { token, password });

describe('password-reset links', () => {
  it('using one link voids every other outstanding link of the account', async () => {
    const older = await resetLink('manager@encore.test');
    const newer = await resetLink('manager@encore.test');
    expect(older).not.toBe(newer);
    expect((await reset(newer, 'newer-pass-1')).status).toBe(200);
    const stale = await reset(older, 'older-pass-1');
    expect(stale.status).toBe(400);
    expect(stale.body.error.code).toBe('E01007');
  });

  it('a password change from the account voids the links sent before', async () => {
    const link = await resetLink('admin@encore.test');
    const { token } = await t.login('ADMIN');
    const changed = await api
      .withToken(token)
      .post('/api/account/password', { currentPassword: DEMO_PASSWORD, newPassword: 'changed-pass-1' });
    expect(changed.status).toBe(200);
    expect((await reset(link, 'attacker-pass-1')).status).toBe(400);
  });
});
