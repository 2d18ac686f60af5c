import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { seatMapQueryOptions } from '@/components/seat-map/room-plan-queries';
import { pricingRooms } from '@/features/pricings/api/pricing-queries';
import { rooms } from '@/features/rooms/api/room-queries';
import { useSaveSeatMap } from '@/features/rooms/api/save-seat-map';
import { useUploadBackground } from '@/features/rooms/api/upload-background';

/** The server: room r1 at some seat-map revision, its plan, and a background upload that touches it. */
function server() {
  const state = { revision: 1, updatedAt: '2026-01-01T00:00:00.000Z' };
  const room = () => ({ id: 'r1', name: 'Hall', kind: 'placed', seatMapRevision: state.revision, ...state });
  const map = () => ({ revision: state.revision, map: { seats: [], label: `rev ${state.revision}` } });
  return vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = String(url).replace('/api', '');
    const method = init?.method ?? 'GET';
    let data: unknown = null;
    if (path === '/rooms/r1' && method === 'GET') data = room();
    if (path === '/rooms/r1/seat-map' && method === 'GET') data = map();
    if (path === '/rooms/r1/seat-map' && method === 'PUT') {
      state.revision += 1;
      data = { revision: state.revision, seats: 0 };
    }
    if (path === '/rooms/r1/background' && method === 'PUT') {
      state.updatedAt = '2026-01-02T00:00:00.000Z';
      data = room();
    }
    return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  });
}

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  vi.stubGlobal('fetch', server());
});
afterEach(() => vi.unstubAllGlobals());

/** What the pricing editor reads: its room (revision, background version), then that revision's plan. */
function usePricingView() {
  const room = pricingRooms.useOne('r1');
  const revision = room.data?.seatMapRevision ?? 0;
  const plan = useQuery({ ...seatMapQueryOptions('r1', revision), enabled: !!room.data });
  return { room: room.data, plan: plan.data };
}

describe('rooms and pricings share one cache for a room (issue 9, item 3)', () => {
  it('a plan saved in the room builder is the plan the pricing editor shows next', async () => {
    const pricing = renderHook(usePricingView, { wrapper });
    await waitFor(() => expect(pricing.result.current.plan?.revision).toBe(1));
    pricing.unmount();

    const builder = renderHook(() => useSaveSeatMap('r1'), { wrapper });
    await act(() => builder.result.current.mutateAsync({ revision: 1, map: { seats: [] } as never }));

    // Back on the pricing (its room was fetched 0 s ago, well within the 30 s stale time).
    const again = renderHook(usePricingView, { wrapper });
    await waitFor(() => expect(again.result.current.room?.seatMapRevision).toBe(2));
    await waitFor(() => expect(again.result.current.plan?.revision).toBe(2));
  });

  it('a background uploaded on the room is the background version the pricing editor asks for', async () => {
    const pricing = renderHook(usePricingView, { wrapper });
    await waitFor(() => expect(pricing.result.current.room?.updatedAt).toBe('2026-01-01T00:00:00.000Z'));
    const upload = renderHook(() => useUploadBackground('r1'), { wrapper });
    await act(() => upload.result.current.mutateAsync(new File(['<svg/>'], 'bg.svg')));
    await waitFor(() => expect(pricing.result.current.room?.updatedAt).toBe('2026-01-02T00:00:00.000Z'));
  });

  it('uses the same keys on both sides', () => {
    expect(pricingRooms.detail('r1').queryKey).toEqual(rooms.detail('r1').queryKey);
    expect(pricingRooms.key).toEqual(['rooms']);
  });
});
