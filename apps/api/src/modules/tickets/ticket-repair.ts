/**
 * Tickets owed to sales whose process stopped between the sale's statement and its tickets (a kill -9,
 * a crash): every API process repairs them, once at start over the last two days, then every
 * `intervalMs` over the last day's orders. A node that dies is covered by the others within seconds, not
 * when it restarts. Several processes may run it at once: each order is locked with SKIP LOCKED and the
 * tickets are written ON CONFLICT DO NOTHING (tickets.repository.ts, repairSaleTickets).
 */
export function startTicketRepair(
  repair: (recent: boolean) => Promise<number>,
  intervalMs = 5000,
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  let first = true;
  const tick = () => {
    if (running) return;
    const recent = !first;
    first = false;
    running = repair(recent)
      .catch((error: unknown) => {
        first = first || !recent; // the start's wide pass failed: try it again
        console.warn('tickets repair:', (error as Error).message);
      })
      .finally(() => (running = undefined));
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
