import { describe, expect, it } from 'vitest';
import { shouldRetry } from './retry-policy';

describe('GET retry policy (SPEC section 7)', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once on %i', (status) => {
    expect(shouldRetry('GET', status, 0)).toBe(true);
    expect(shouldRetry('GET', status, 1)).toBe(false);
  });

  it.each([400, 401, 403, 404, 422, 501])('does not retry a GET on %i', (status) => {
    expect(shouldRetry('get', status, 0)).toBe(false);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('never retries %s', (method) => {
    expect(shouldRetry(method, 503, 0)).toBe(false);
  });
});
