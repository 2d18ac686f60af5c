/**
 * Asks `probe` again until it answers `expected` or `ms` have passed: how long a change made elsewhere
 * (another process, the database) takes to show. Gives the last answer and the time it took.
 */
export async function within<T>(
  ms: number,
  expected: T,
  probe: () => Promise<T>,
): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  let value = await probe();
  while (value !== expected && Date.now() - started < ms) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    value = await probe();
  }
  return { value, ms: Date.now() - started };
}
