import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { CheckInManifest } from '@encore/shared/tickets/check-in.schema';
import { checkInKey, getManifest } from '../api/check-in-api';
import { doorStore } from '../lib/door-store';
import { offlineDoor, type OfflineDoor } from '@encore/shared/tickets/offline-check';

const storeKey = (eventId: string) => `manifest:${eventId}`;

/**
 * The event's ticket list for scanning offline: fetched while online (every minute, so voids reach the
 * door), kept on the device, read back from it when the page opens without the network.
 */
export function useManifest(eventId: string | null, online: boolean) {
  const door = useRef<OfflineDoor | null>(null);
  const query = useQuery({
    queryKey: [...checkInKey, 'manifest', eventId],
    queryFn: async () => {
      try {
        const manifest = await getManifest(eventId!);
        await doorStore.set(storeKey(eventId!), manifest);
        return manifest;
      } catch (error) {
        const kept = await doorStore.get<CheckInManifest>(storeKey(eventId!));
        if (kept) return kept;
        throw error;
      }
    },
    enabled: !!eventId,
    refetchInterval: online ? 60_000 : false,
    retry: false,
  });
  useEffect(() => {
    if (!query.data) return;
    // A fresher manifest knows the server's check-ins; this device's offline scans stay until it does.
    door.current = offlineDoor(
      query.data,
      door.current?.manifest.eventId === query.data.eventId ? door.current.scanned : undefined,
    );
  }, [query.data]);
  return { door, manifest: query.data ?? null, isError: query.isError && !query.data };
}
