import { describe, expect, it } from 'vitest';
import { buildAbility, defaultRoleRules } from '@encore/shared/auth/permissions';
import type { SessionUser } from '@encore/shared/auth/auth.schema';
import { matchAppRoute } from '@encore/shared/routes';
import { decideNavigation, safeRedirect } from './decide-navigation';

function userOf(role: keyof typeof defaultRoleRules): SessionUser {
  return {
    id: '1',
    email: 'x@encore.test',
    firstName: 'X',
    lastName: null,
    activated: true,
    role: { id: 'r', name: role },
    rules: defaultRoleRules[role],
    profilePicture: null,
  };
}

function decide(
  path: string,
  session: { token?: boolean; role?: keyof typeof defaultRoleRules; leaving?: boolean },
) {
  const user = session.role ? userOf(session.role) : null;
  return decideNavigation({
    meta: matchAppRoute(path.split('?')[0]!)?.meta ?? {},
    fullPath: path,
    hasToken: Boolean(session.token),
    user,
    ability: buildAbility(user?.rules ?? []),
    leaving: session.leaving,
  });
}

describe('route guards (SPEC sections 4 and 6)', () => {
  it('sends a visitor without token to login with the full path as redirect', () => {
    expect(decide('/show/all?status=archived#top', {})).toEqual({
      kind: 'redirect',
      to: '/auth/login?redirect=%2Fshow%2Fall%3Fstatus%3Darchived%23top',
    });
  });

  it('logs out a user who opens a guest-only route with a token', () => {
    expect(decide('/auth/login', { token: true, role: 'ADMIN' })).toEqual({ kind: 'logout' });
    expect(decide('/auth/signup', {})).toEqual({ kind: 'allow' });
  });

  it('waits for the user when a token exists but the user is not loaded', () => {
    expect(decide('/', { token: true })).toEqual({ kind: 'wait' });
  });

  it('sends a visitor of the dashboard to the bare login (login leads to the dashboard anyway)', () => {
    expect(decide('/', {})).toEqual({ kind: 'redirect', to: '/auth/login' });
  });

  it('waits during the second between logout and the login screen', () => {
    expect(decide('/', { leaving: true })).toEqual({ kind: 'wait' });
  });

  it('sends a role outside requireRole to the unauthorized screen', () => {
    expect(decide('/user/all', { token: true, role: 'ADMIN' })).toEqual({
      kind: 'redirect',
      to: '/auth/unauthorized',
    });
    expect(decide('/user/all', { token: true, role: 'SUPER_ADMIN' })).toEqual({ kind: 'allow' });
  });

  it('sends a user without the subject/action to /not-authorized', () => {
    expect(decide('/box-office', { token: true, role: 'ARTIST' })).toEqual({
      kind: 'redirect',
      to: '/not-authorized',
    });
    expect(decide('/box-office', { token: true, role: 'BOX_OFFICE' })).toEqual({ kind: 'allow' });
    expect(decide('/show/add', { token: true, role: 'ARTIST' })).toEqual({
      kind: 'redirect',
      to: '/not-authorized',
    });
    expect(decide('/show/add', { token: true, role: 'PRODUCER' })).toEqual({ kind: 'allow' });
    expect(decide('/show/7/events', { token: true, role: 'BOX_OFFICE' })).toEqual({
      kind: 'redirect',
      to: '/not-authorized',
    });
  });

  it('sends a user to /not-authorized from a catalogue screen its rules refuse, and lets others in', () => {
    const away = { kind: 'redirect', to: '/not-authorized' };
    for (const path of [
      '/artist/add',
      '/producer/add',
      '/room/add',
      '/pricing/add',
      '/settings/show-category/add',
    ])
      expect(decide(path, { token: true, role: 'BOX_OFFICE' }), path).toEqual(away);
    for (const path of [
      '/pricing/all',
      '/pricing/3',
      '/settings/sales-channel',
      '/settings/tax-class',
      '/order/all',
    ])
      expect(decide(path, { token: true, role: 'ARTIST' }), path).toEqual(away);
    expect(decide('/user/add', { token: true, role: 'SHOW_MANAGER' })).toEqual(away);
    expect(decide('/artist/all', { token: true, role: 'BOX_OFFICE' })).toEqual({ kind: 'allow' });
    expect(decide('/artist/add', { token: true, role: 'SHOW_MANAGER' })).toEqual({ kind: 'allow' });
    // A producer reads its own producer only: the guard lets it in, the API answers for the object.
    expect(decide('/producer/9', { token: true, role: 'PRODUCER' })).toEqual({ kind: 'allow' });
    expect(decide('/user/add', { token: true, role: 'ADMIN' })).toEqual({ kind: 'allow' });
  });

  it('opens open routes to everyone', () => {
    expect(decide('/status', {})).toEqual({ kind: 'allow' });
    expect(decide('/not-authorized', {})).toEqual({ kind: 'allow' });
  });
});

describe('safeRedirect', () => {
  it('keeps paths of this site and refuses others', () => {
    expect(safeRedirect('/show/all?x=1')).toBe('/show/all?x=1');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});
