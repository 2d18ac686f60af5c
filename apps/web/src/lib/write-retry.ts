/**
 * Writes safe to retry (issue 24): a write sent with an Idempotency-Key is sent again, with the same key,
 * when its answer was lost (a network error) or the API could not serve it (503 while the database fails
 * over; 502/504 from a proxy whose API process died). The API answers a key it already answered with that
 * answer and changes nothing, so a sale is never made twice.
 */
export const retriedWriteStatuses: ReadonlySet<number> = new Set([502, 503, 504]);
/** One user action's key, 128 random bits in hex (crypto.randomUUID needs HTTPS; a box office may be on HTTP). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Sends at most, and the longest wait between two: about 30 s in all, a failover's worst case. */
export const writeAttempts = 6;
export const maxRetryDelayMs = 10_000;

/** The wait before the next attempt: the server's Retry-After (seconds or a date), else 0.5, 1, 2, 4... s. */
export function retryDelayMs(attempt: number, retryAfter: string | null, now = Date.now()): number {
  let ms = 500 * 2 ** attempt;
  if (retryAfter) {
    const seconds = Number(retryAfter);
    const date = Date.parse(retryAfter);
    if (retryAfter.trim() !== '' && Number.isFinite(seconds)) ms = seconds * 1000;
    else if (!Number.isNaN(date)) ms = date - now;
  }
  return Math.min(Math.max(ms, 0), maxRetryDelayMs);
}

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/** Waits `ms`, or rejects as soon as `signal` aborts (a door's scan gives up after 4 s). */
export const sleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

const aborted = (error: unknown) =>
  error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError');

/**
 * Sends `send` until it gets an answer that is not a retried status, at most `writeAttempts` times; a
 * network error is retried too, an abort is not. The last answer (or error) is the caller's.
 */
export async function sendWithRetries(
  send: () => Promise<Response>,
  signal: AbortSignal | undefined,
  wait: Sleep = sleep,
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const last = attempt >= writeAttempts - 1;
    let retryAfter: string | null = null;
    try {
      const res = await send();
      if (last || !retriedWriteStatuses.has(res.status)) return res;
      retryAfter = res.headers.get('retry-after');
    } catch (error) {
      if (last || aborted(error) || signal?.aborted) throw error;
    }
    await wait(retryDelayMs(attempt, retryAfter), signal);
  }
}
