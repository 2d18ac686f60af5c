/** SPEC section 7: GET calls are retried once on these statuses; writes are never retried. */
export const retryableStatuses: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
export const maxGetRetries = 1;

export function shouldRetry(method: string, status: number, attempt: number): boolean {
  return method.toUpperCase() === 'GET' && retryableStatuses.has(status) && attempt < maxGetRetries;
}
