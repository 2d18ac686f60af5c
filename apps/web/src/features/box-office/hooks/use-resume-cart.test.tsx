import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { BoxOfficeSession } from './use-box-office-session';
import { useResumeCart } from './use-resume-cart';

const cart = { id: 'c1', salesChannelId: 'ch1', showId: null, items: [] };
let calls: string[];
let answerCart: () => void;

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL) => {
      calls.push(String(url));
      // The cart answers only when the test says so: the page re-renders meanwhile.
      await new Promise<void>((resolve) => (answerCart = resolve));
      return new Response(JSON.stringify({ data: cart }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('a cart resumed from /box-office?cart=<id>', () => {
  it('is read once and the address drops it, though the page hands new callbacks while it loads', async () => {
    const patches: { patch: Partial<BoxOfficeSession>; render: number }[] = [];
    let rerender: () => void = () => {};
    function Counter() {
      const [n, setN] = useState(0);
      rerender = () => setN((x) => x + 1);
      // A new callback each render, as a page re-rendered by a namespace loading or a query settling.
      useResumeCart((patch) => patches.push({ patch, render: n }));
      return null;
    }
    const router = createMemoryRouter([{ path: '/box-office', element: <Counter /> }], {
      initialEntries: ['/box-office?cart=c1'],
    });
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => rerender());
    act(() => rerender());
    act(() => answerCart());
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(calls).toEqual(['/api/carts/c1']);
    // The session took the cart through the callback of the latest render.
    expect(patches).toEqual([{ patch: { cartId: 'c1', channelId: 'ch1', lastOrderId: null }, render: 2 }]);
  });
});
