import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiBaseUrl, ApiError } from '@/lib/api-client';
import { sessionStore } from '@/lib/session/session-store';
import { pricingsQueryKey } from './pricing-keys';

/** The sanitised SVG behind the seats, fetched with the bearer token (an <img> could not send it). */
export async function getRoomBackground(roomId: string): Promise<Blob> {
  const { token } = sessionStore.get();
  const res = await fetch(`${apiBaseUrl}/rooms/${roomId}/background.svg`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new ApiError(res.status, 'E00004', res.statusText);
  return res.blob();
}

export const roomBackgroundQueryOptions = (roomId: string, version: string) =>
  queryOptions({
    queryKey: [...pricingsQueryKey, 'background', roomId, version],
    queryFn: () => getRoomBackground(roomId),
    staleTime: Infinity,
    retry: false,
  });

/** An object URL of the background while mounted; null without one (the seats are drawn alone). */
export function useRoomBackgroundUrl(roomId: string, hasBackground: boolean, version: string) {
  const query = useQuery({ ...roomBackgroundQueryOptions(roomId, version), enabled: hasBackground });
  const blob = hasBackground ? query.data : undefined;
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
