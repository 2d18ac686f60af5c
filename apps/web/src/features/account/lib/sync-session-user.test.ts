import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '@encore/shared/auth/auth.schema';
import type { User } from '@encore/shared/users/user.schema';
import { sessionStore } from '@/lib/session/session-store';
import { syncSessionUser } from './sync-session-user';

const sessionUser: SessionUser = {
  id: 'u1',
  email: 'old@example.com',
  firstName: 'Old',
  lastName: null,
  activated: true,
  role: { id: 'r1', name: 'ADMIN' },
  rules: [{ action: 'manage', subject: 'all' }],
  profilePicture: null,
};

describe('session user after a profile change', () => {
  afterEach(() => sessionStore.setUser(null));

  it('takes the new name, e-mail and picture, and keeps role and rules', () => {
    sessionStore.setUser(sessionUser);
    syncSessionUser({
      id: 'u1',
      email: 'new@example.com',
      firstName: 'New',
      lastName: 'Name',
      profilePicture: 'pic',
    } as User);
    expect(sessionStore.get().user).toEqual({
      ...sessionUser,
      email: 'new@example.com',
      firstName: 'New',
      lastName: 'Name',
      profilePicture: 'pic',
    });
  });

  it("ignores another person's account", () => {
    sessionStore.setUser(sessionUser);
    syncSessionUser({ id: 'u2', firstName: 'Other' } as User);
    expect(sessionStore.get().user).toBe(sessionUser);
  });
});
