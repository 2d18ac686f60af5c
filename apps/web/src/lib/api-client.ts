import { shouldRetry } from '@encore/shared/http/retry-policy';
import type { ApiErrorBody } from '@encore/shared/errors';
import { sessionStore } from './session/session-store';
import { newIdempotencyKey, sendWithRetries, type Sleep } from './write-retry';

/** One fixed base URL (SPEC section 7): same origin `/api` unless configured at build time. */
export const apiBaseUrl: string = import.meta.env.VITE_API_URL ?? '/api';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Called when a refresh fails: the app logs out and goes to login. */
  onSessionExpired?: () => void;
  /** How a retried write waits (tests pass one that does not). */
  sleep?: Sleep;
}

export type RequestOptions = Omit<RequestInit, 'body'> & {
  /** JSON-encoded, except FormData (uploads) and Blob/File (raw files: CSV, JSON, SVG) sent as they are. */
  body?: unknown;
  /** The content type of a raw Blob body; defaults to the blob's own type. */
  contentType?: string;
  signal?: AbortSignal;
  /**
   * A write safe to retry (issue 24): sent with an Idempotency-Key drawn for this call (one user action)
   * and sent again with it on a network error, 502, 503 or 504 (lib/write-retry.ts).
   */
  idempotent?: boolean;
};

function encodeBody(init: RequestOptions, headers: Headers): BodyInit | undefined {
  const { body, contentType } = init;
  if (body === undefined) return undefined;
  // FormData: the browser writes the multipart content type with its boundary.
  if (body instanceof FormData) return body;
  if (body instanceof Blob) {
    headers.set('content-type', contentType || body.type || 'application/octet-stream');
    return body;
  }
  headers.set('content-type', 'application/json');
  return JSON.stringify(body);
}

type RefreshOutcome = { kind: 'refreshed' } | { kind: 'refused' } | { kind: 'unreachable'; error: unknown };

const noRefreshPaths = ['/auth/login', '/auth/refresh', '/auth/logout'];

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? apiBaseUrl;
  const doFetch = (...args: Parameters<typeof fetch>) => (options.fetch ?? globalThis.fetch)(...args);
  let refreshing: Promise<RefreshOutcome> | null = null;

  async function send(path: string, init: RequestOptions): Promise<Response> {
    const headers = new Headers(init.headers);
    const { token } = sessionStore.get();
    if (token) headers.set('authorization', `Bearer ${token}`);
    const body = encodeBody(init, headers);
    const { contentType: _contentType, idempotent: _idempotent, ...rest } = init;
    return doFetch(`${baseUrl}${path}`, { ...rest, headers, body });
  }

  /**
   * One refresh at a time: concurrent 401s wait for the same one. 'refused': the session is over (or
   * another tab's newer tokens were adopted: 'refreshed'). 'unreachable': the server could not answer (no
   * network, a database failover's 503): the session may well be alive, so nobody is logged out for it.
   */
  function refresh(): Promise<RefreshOutcome> {
    refreshing ??= (async (): Promise<RefreshOutcome> => {
      const { refreshToken } = sessionStore.get();
      if (!refreshToken) return { kind: 'refused' };
      try {
        const res = await send('/auth/refresh', { method: 'POST', body: { refreshToken } });
        if (res.status >= 500 || res.status === 408 || res.status === 429)
          return { kind: 'unreachable', error: await toError(res) };
        if (!res.ok)
          return { kind: sessionStore.adoptNewerStoredTokens(refreshToken) ? 'refreshed' : 'refused' };
        const { data } = (await res.json()) as { data: { token: string; refreshToken: string } };
        sessionStore.setTokens(data.token, data.refreshToken);
        return { kind: 'refreshed' };
      } catch (error) {
        return { kind: 'unreachable', error };
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function toError(res: Response): Promise<ApiError> {
    const body = (await res.json().catch(() => null)) as ApiErrorBody | null;
    return new ApiError(
      res.status,
      body?.error?.code ?? 'E00001',
      body?.error?.message ?? res.statusText,
      body?.error?.details,
    );
  }

  /** The successful response itself (retried, refreshed, errors thrown), for answers that are not JSON. */
  async function response(path: string, init: RequestOptions = {}): Promise<Response> {
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const key = init.idempotent && method !== 'GET' ? newIdempotencyKey() : undefined;
    if (key) headers.set('idempotency-key', key);
    // Every send of this call, its retries and the one after a refresh, carries the same key.
    const once = () => send(path, { ...init, method, headers });
    let res = key ? await sendWithRetries(once, init.signal, options.sleep) : await once();
    for (let attempt = 0; shouldRetry(method, res.status, attempt); attempt++) {
      res = await once();
    }
    if (res.status === 401 && sessionStore.get().token && !noRefreshPaths.includes(path)) {
      const outcome = await refresh();
      if (outcome.kind === 'refreshed') res = await once();
      else if (outcome.kind === 'unreachable') throw outcome.error;
      else {
        options.onSessionExpired?.();
        throw await toError(res);
      }
    }
    if (!res.ok) throw await toError(res);
    return res;
  }

  async function request<T>(path: string, init: RequestOptions = {}): Promise<T> {
    const res = await response(path, init);
    if (res.status === 204) return undefined as T;
    return (await res.json()) as T;
  }

  return {
    request,
    response,
    /** A binary or text answer (an SVG background, an exported file) as a Blob. */
    blob: async (path: string, init?: RequestOptions) => (await response(path, init)).blob(),
    get: <T>(path: string, init?: RequestOptions) => request<T>(path, { ...init, method: 'GET' }),
    post: <T>(path: string, body?: unknown, init?: RequestOptions) =>
      request<T>(path, { ...init, method: 'POST', body }),
    patch: <T>(path: string, body?: unknown, init?: RequestOptions) =>
      request<T>(path, { ...init, method: 'PATCH', body }),
    delete: <T>(path: string, init?: RequestOptions) => request<T>(path, { ...init, method: 'DELETE' }),
    put: <T>(path: string, body?: unknown, init?: RequestOptions) =>
      request<T>(path, { ...init, method: 'PUT', body }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

let sessionExpiredHandler: () => void = () => undefined;
/** The app installs what "session expired" does (log out, go to login) once the router exists. */
export function onSessionExpired(handler: () => void) {
  sessionExpiredHandler = handler;
}

export const api = createApiClient({ onSessionExpired: () => sessionExpiredHandler() });
