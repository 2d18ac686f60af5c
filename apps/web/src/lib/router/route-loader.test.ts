import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { defaultRoleRules } from '@encore/shared/auth/permissions';
import { matchAppRoute } from '@encore/shared/routes';
import { sessionStore } from '@/lib/session/session-store';
import { screenLoader, type ScreenData } from './route-loader';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const me = (role: keyof typeof defaultRoleRules) => ({
  data: {
    id: '1',
    email: 'x@encore.test',
    firstName: 'X',
    lastName: null,
    activated: true,
    role: { id: 'r', name: role },
    rules: defaultRoleRules[role],
    profilePicture: null,
  },
});

let fetchMock: ReturnType<typeof vi.fn>;
const leave = vi.fn();
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  leave.mockReset();
  localStorage.clear();
  sessionStore.clear();
  sessionStore.setLeaving(false);
});
afterEach(() => vi.unstubAllGlobals());

/** Runs the loader of the route the path resolves to, as the router would. */
async function load(path: string, data?: ScreenData, hash = '') {
  const route = matchAppRoute(path.split('?')[0]!)!;
  const client = new QueryClient();
  const context = { client: async () => client, hashOf: () => hash, leave };
  const loader = screenLoader(route.meta, data, context);
  const args = { request: new Request(`http://localhost${path}`), params: {}, context: {} };
  return (await loader(args as LoaderFunctionArgs)) as Response | null;
}
const location = (result: Response | null) => result?.headers.get('location');

describe('route loaders: the guards before the screen (SPEC sections 4 and 6)', () => {
  it('sends a visitor to login with the full path, hash included, and starts no query', async () => {
    const data = vi.fn();
    const result = await load('/show/all?status=archived', data, '#list');
    expect(location(result)).toBe('/auth/login?redirect=%2Fshow%2Fall%3Fstatus%3Darchived%23list');
    expect(data).not.toHaveBeenCalled();
  });

  it('loads the user once for the guard, then starts the screen queries', async () => {
    sessionStore.setTokens('t', 'r');
    fetchMock.mockImplementation(async () => json(200, me('ADMIN')));
    const data = vi.fn();
    const [a, b] = await Promise.all([load('/artist/all', data), load('/artist/add', data)]);
    expect([a, b]).toEqual([null, null]);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(sessionStore.get().user?.firstName).toBe('X');
    expect(data).toHaveBeenCalledTimes(2);
  });

  it('loads the user on an open screen too, so a signed-in user keeps the app layout there', async () => {
    sessionStore.setTokens('t', 'r');
    fetchMock.mockImplementation(async () => json(200, me('ADMIN')));
    expect(await load('/status')).toBeNull();
    expect(sessionStore.get().user?.firstName).toBe('X');
  });

  it('sends a role outside requireRole to the unauthorized screen', async () => {
    sessionStore.setTokens('t', 'r');
    fetchMock.mockImplementation(async () => json(200, me('ADMIN')));
    expect(location(await load('/user/all'))).toBe('/auth/unauthorized');
  });

  it('sends a missing permission on the subject to /not-authorized', async () => {
    sessionStore.setTokens('t', 'r');
    fetchMock.mockImplementation(async () => json(200, me('ARTIST')));
    expect(location(await load('/box-office'))).toBe('/not-authorized');
  });

  it('logs out when a guest-only screen is opened with a token', async () => {
    sessionStore.setTokens('t', 'r');
    fetchMock.mockImplementation(async () => json(204, null));
    expect(await load('/auth/signup')).toBeNull();
    expect(sessionStore.get()).toMatchObject({ token: null, refreshToken: null, user: null });
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/auth\/logout$/);
  });

  it('ends the logging-out wait when the login screen opens', async () => {
    sessionStore.setLeaving(true);
    await load('/auth/login');
    expect(sessionStore.get().leaving).toBe(false);
  });

  it('follows a redirect the screen data answers, once the guard passed (the /artist entry)', async () => {
    const toList = () => new Response(null, { status: 302, headers: { location: '/artist/all' } });
    expect(location(await load('/artist', toList))).toMatch(/^\/auth\/login\?redirect=%2Fartist$/);
    sessionStore.setTokens('t', 'r');
    fetchMock.mockImplementation(async () => json(200, me('ADMIN')));
    expect(location(await load('/artist', toList))).toBe('/artist/all');
  });

  it('leaves the session when the user fails to load, without a redirect query or queries', async () => {
    sessionStore.setTokens('bad', 'r');
    fetchMock.mockImplementation(async () => json(400, { error: { code: 'E01001', message: 'x' } }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const data = vi.fn();
    expect(await load('/', data)).toBeNull();
    expect(leave).toHaveBeenCalledOnce();
    expect(data).not.toHaveBeenCalled();
  });
});
