import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CheckInAnswer } from '@encore/shared/tickets/check-in.schema';
import { parseTicketScan } from '@encore/shared/tickets/ticket-code';
import { ApiError } from '@/lib/api-client';
import { checkInKey, postCheckIn, postCheckInBatch, useEventCheckIns } from '../api/check-in-api';
import { doorCrypto } from '../lib/door-crypto';
import { checkOffline } from '@encore/shared/tickets/offline-check';
import { scanQueue } from '../lib/scan-queue';
import { useManifest } from './use-manifest';
import { useOnline } from './use-online';

export interface DoorAnswer extends CheckInAnswer {
  /** Checked on this device (no network): sent later. */
  offline: boolean;
  /** Tells two answers apart when the same ticket is scanned twice in a row. */
  seq: number;
}

const unknownNow = (): CheckInAnswer => ({
  result: 'unknown',
  scannedAt: new Date().toISOString(),
  ticket: null,
  firstScan: null,
  ticketEvent: null,
});

/** The nonces of the scans a 400 names (`scans.N...` paths), else of the whole batch. */
function refusedNonces(batch: { nonce: string }[], details: unknown): Set<string> {
  const named = (Array.isArray(details) ? details : [])
    .map((d: { path?: unknown }) => /^scans\.(\d+)\./.exec(String(d?.path ?? ''))?.[1])
    .filter((i): i is string => i !== undefined)
    .map((i) => batch[Number(i)]?.nonce);
  const nonces = named.filter((n): n is string => n !== undefined);
  return new Set(nonces.length ? nonces : batch.map((s) => s.nonce));
}

/**
 * One door on one event: each scan asks the server (first scan wins, nonce for retries); when the network
 * is gone, the manifest answers on the device and the scan is queued, then sent when it returns.
 */
export function useDoor(eventId: string | null, doorName = '') {
  const device = doorName.trim() || undefined;
  const client = useQueryClient();
  const [online, setOnline] = useOnline();
  const { door, manifest, isError: manifestError } = useManifest(eventId, online);
  const counts = useEventCheckIns(eventId, online);
  const [answer, setAnswer] = useState<DoorAnswer | null>(null);
  const [queued, setQueued] = useState(0);
  const [offlineLetIn, setOfflineLetIn] = useState(0);
  const seq = useRef(0);

  const show = (a: CheckInAnswer, offline: boolean) => setAnswer({ ...a, offline, seq: ++seq.current });

  /** Sends the queued scans; true when the server took them all (the network is back). */
  const flush = useCallback(async () => {
    const scans = await scanQueue.all();
    setQueued(scans.length);
    if (!navigator.onLine) return false;
    for (const event of new Set(scans.map((s) => s.eventId))) {
      const batch = scans.filter((s) => s.eventId === event).slice(0, 500);
      try {
        const answers = await postCheckInBatch(event, batch);
        await scanQueue.remove(new Set(answers.map((a) => a.nonce)));
      } catch (error) {
        // Still no network: kept for the next attempt. A refusal would refuse them again: dropped (only
        // the scans it names when it names some, e.g. dated outside the event's doors-open window).
        if (!(error instanceof ApiError) || error.status >= 500) return false;
        await scanQueue.remove(refusedNonces(batch, error.details));
      }
    }
    setQueued((await scanQueue.all()).length);
    if (scans.length) {
      setOfflineLetIn(0);
      void client.invalidateQueries({ queryKey: checkInKey });
    }
    return true;
  }, [client]);

  // Sent as soon as the network returns, then every few seconds while some wait; a door that found the
  // network gone by itself (the browser still said online) tries again the same way.
  useEffect(() => {
    let stop = false;
    const tick = async () => {
      if ((await flush()) && !online && !stop) setOnline(true);
    };
    void tick();
    const timer = setInterval(() => void tick(), online ? 10_000 : 3_000);
    return () => {
      stop = true;
      clearInterval(timer);
    };
  }, [online, flush, setOnline]);

  const scanOffline = async (code: string, nonce: string) => {
    const at = new Date().toISOString();
    const local = door.current
      ? await checkOffline(code, door.current, doorCrypto, at)
      : { ...unknownNow(), scannedAt: at };
    show(local, true);
    if (local.result === 'valid') setOfflineLetIn((n) => n + 1);
    // Every offline scan goes to the server, which keeps the first scan of a ticket and counts the rest.
    await scanQueue.push({ eventId: eventId!, code, nonce, scannedAt: at, device });
    setQueued((await scanQueue.all()).length);
  };

  const scan = async (raw: string) => {
    const code = raw.trim();
    if (!eventId || !code) return;
    // Noise (a wrong barcode, a half-typed code) is refused at once, never sent, never waited for.
    if (!parseTicketScan(code)) return show(unknownNow(), !online);
    const nonce = crypto.randomUUID();
    if (!online) return scanOffline(code, nonce);
    try {
      show(await postCheckIn({ code, eventId, nonce, device }), false);
      void client.invalidateQueries({ queryKey: [...checkInKey, 'counts', eventId] });
    } catch (error) {
      if (error instanceof ApiError) return show(unknownNow(), false);
      // No answer at all: the network is gone, whatever the browser says.
      setOnline(false);
      await scanOffline(code, nonce);
    }
  };

  const checkedIn = (counts.data?.checkedIn ?? 0) + offlineLetIn;
  return {
    scan,
    answer,
    dismiss: () => setAnswer(null),
    online,
    queued,
    manifest,
    manifestError,
    counts: counts.data ? { checkedIn, sold: counts.data.sold, latest: counts.data.latest } : null,
  };
}
