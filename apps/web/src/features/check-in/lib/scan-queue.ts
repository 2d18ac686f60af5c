import { doorStore } from './door-store';

/** A scan made without the network, waiting for `POST /api/check-ins/batch` (its nonce makes resends safe). */
export interface QueuedScan {
  eventId: string;
  code: string;
  nonce: string;
  scannedAt: string;
  device?: string;
}

const key = 'queue';

export const scanQueue = {
  all: async () => (await doorStore.get<QueuedScan[]>(key)) ?? [],
  async push(scan: QueuedScan) {
    await doorStore.set(key, [...(await scanQueue.all()), scan]);
  },
  /** Drops the scans the server answered (by nonce), keeping any queued meanwhile. */
  async remove(nonces: Set<string>) {
    await doorStore.set(
      key,
      (await scanQueue.all()).filter((s) => !nonces.has(s.nonce)),
    );
  },
};
