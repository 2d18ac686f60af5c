import type { ApiErrorBody } from '@encore/shared/errors';
import { api, apiBaseUrl, ApiError } from '@/lib/api-client';
import { sessionStore } from '@/lib/session/session-store';

/**
 * A request with a raw body (CSV, JSON or SVG file) or a raw answer (a download): the shared client only
 * speaks JSON and FormData. On a 401 one cheap authenticated call lets the shared client refresh the
 * token, then the request is tried once more.
 */
export async function sendRaw(path: string, init: { method: string; body?: Blob; type?: string }) {
  const attempt = () => {
    const headers = new Headers();
    const { token } = sessionStore.get();
    if (token) headers.set('authorization', `Bearer ${token}`);
    if (init.body) headers.set('content-type', init.type || init.body.type || 'application/octet-stream');
    return fetch(`${apiBaseUrl}${path}`, { method: init.method, headers, body: init.body });
  };
  let res = await attempt();
  if (res.status === 401) {
    await api.get('/auth/me').catch(() => undefined);
    res = await attempt();
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as ApiErrorBody | null;
    const error = body?.error;
    throw new ApiError(res.status, error?.code ?? 'E00001', error?.message ?? res.statusText, error?.details);
  }
  return res;
}
