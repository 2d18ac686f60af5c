import type { RoleName } from '@encore/shared/auth/permissions';
import { bearer, type TestContext } from './test-app';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Short request helpers for API tests: `as(role)` signs in once per role and reuses the token. */
export function requests(t: TestContext) {
  const tokens = new Map<RoleName, Promise<string>>();
  const tokenOf = (role: RoleName) => {
    if (!tokens.has(role))
      tokens.set(
        role,
        t.login(role).then((s) => s.token),
      );
    return tokens.get(role)!;
  };
  const call = async (token: string | undefined, method: Method, url: string, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.body ? res.json() : undefined, headers: res.headers };
  };
  const client = (token: () => Promise<string | undefined>) => ({
    get: async (url: string) => call(await token(), 'GET', url),
    post: async (url: string, body: unknown) => call(await token(), 'POST', url, body),
    patch: async (url: string, body: unknown) => call(await token(), 'PATCH', url, body),
    put: async (url: string, body: unknown) => call(await token(), 'PUT', url, body),
    delete: async (url: string) => call(await token(), 'DELETE', url),
  });
  return {
    as: (role: RoleName) => client(() => tokenOf(role)),
    withToken: (token: string) => client(async () => token),
    anonymous: client(async () => undefined),
  };
}

/** `{ path: message }` of a validation error's details, to assert each field's message. */
export function fieldErrors(body: { error: { details?: { path: string; message: string }[] } }) {
  // The first message of each field, as a form shows it.
  return Object.fromEntries((body.error.details ?? []).reverse().map((d) => [d.path, d.message]));
}
