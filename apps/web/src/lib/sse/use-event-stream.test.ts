import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { apiBaseUrl } from '@/lib/api-client';
import { useEventStream, type EventStream } from './use-event-stream';

/** Enough of EventSource to drive the hook: the test opens, fails and sends messages by hand. */
class FakeSource {
  static all: FakeSource[] = [];
  listeners = new Map<string, (message: MessageEvent<string>) => void>();
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSource.all.push(this);
  }
  addEventListener(name: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(name, listener);
  }
  close() {
    this.closed = true;
  }
  send(name: string, data: string) {
    this.listeners.get(name)?.({ data } as MessageEvent<string>);
  }
}
const latestSource = () => FakeSource.all.at(-1)!;

function streamOf(overrides: Partial<EventStream> = {}) {
  let n = 0;
  const handlers = { onMessage: vi.fn(), onReconnected: vi.fn() };
  return {
    path: '/things/stream',
    token: vi.fn(async () => `token ${++n}`),
    event: 'thing',
    ...handlers,
    retry: { baseMs: 100, maxMs: 1000 },
    ...overrides,
    handlers,
  };
}
/** Lets the token's promise settle. */
const settle = () => act(async () => {});

beforeEach(() => {
  FakeSource.all = [];
  vi.useFakeTimers();
  vi.stubGlobal('EventSource', FakeSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('an event stream of the API', () => {
  it('asks a new connection for what came after the last id it received', async () => {
    const stream = streamOf();
    renderHook(() => useEventStream('k', stream));
    await settle();
    latestSource().onopen?.();
    latestSource().listeners.get('ready')?.({
      data: '{}',
      lastEventId: 'a1b2c3d4-7',
    } as MessageEvent<string>);
    latestSource().listeners.get('thing')?.({
      data: '{}',
      lastEventId: 'a1b2c3d4-9',
    } as MessageEvent<string>);
    latestSource().onerror?.();
    await act(async () => void vi.advanceTimersByTime(200));
    expect(latestSource().url).toBe(`${apiBaseUrl}/things/stream?token=token%202&lastEventId=a1b2c3d4-9`);
    // A snapshot (nothing could be replayed) has the state read again.
    latestSource().listeners.get('snapshot')?.({
      data: '{}',
      lastEventId: 'a1b2c3d4-12',
    } as MessageEvent<string>);
    expect(stream.handlers.onReconnected).toHaveBeenCalledTimes(1);
  });

  it('connects with a fresh token in the address and hands over each message of its event', async () => {
    const stream = streamOf();
    renderHook(() => useEventStream('k', stream));
    await settle();
    expect(latestSource().url).toBe(`${apiBaseUrl}/things/stream?token=token%201`);
    latestSource().send('thing', '{"a":1}');
    latestSource().send('other', '{"b":2}');
    expect(stream.handlers.onMessage.mock.calls).toEqual([['{"a":1}']]);
  });

  it('reconnects after a failure with a new token, waiting longer each time, and says so once open', async () => {
    const stream = streamOf();
    renderHook(() => useEventStream('k', stream));
    await settle();
    latestSource().onopen?.();
    expect(stream.handlers.onReconnected).not.toHaveBeenCalled();
    const first = latestSource();
    first.onerror?.();
    expect(first.closed).toBe(true);
    await act(async () => void vi.advanceTimersByTime(199));
    expect(FakeSource.all).toHaveLength(1);
    await act(async () => void vi.advanceTimersByTime(1));
    expect(FakeSource.all).toHaveLength(2);
    expect(latestSource().url).toContain('token=token%202');
    // A second failure in a row waits twice as long (400 ms) before the third connection.
    latestSource().onerror?.();
    await act(async () => void vi.advanceTimersByTime(399));
    expect(FakeSource.all).toHaveLength(2);
    await act(async () => void vi.advanceTimersByTime(1));
    expect(FakeSource.all).toHaveLength(3);
    latestSource().onopen?.();
    expect(stream.handlers.onReconnected).toHaveBeenCalledTimes(1);
  });

  it('retries when the token cannot be had, never waiting more than the maximum', async () => {
    const token = vi.fn(async () => {
      throw new Error('offline');
    });
    renderHook(() => useEventStream('k', streamOf({ token })));
    await settle();
    // Tries at 0, then after 200, 400, 800 and 1000 ms (the maximum) each: 0, 200, 600, 1400, 2400, ... 7400.
    await act(() => vi.advanceTimersByTimeAsync(7399));
    expect(token).toHaveBeenCalledTimes(9);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(token).toHaveBeenCalledTimes(10);
    expect(FakeSource.all).toHaveLength(0);
  });

  it('opens nothing without a key, a new stream for a new key, and closes on unmount', async () => {
    const stream = streamOf();
    const { rerender, unmount } = renderHook(({ key }) => useEventStream(key, stream), {
      initialProps: { key: null as string | null },
    });
    await settle();
    expect(FakeSource.all).toHaveLength(0);
    rerender({ key: 'a' });
    await settle();
    rerender({ key: 'b' });
    await settle();
    expect(FakeSource.all.map((s) => s.closed)).toEqual([true, false]);
    unmount();
    expect(latestSource().closed).toBe(true);
    latestSource().onerror?.();
    await act(async () => void vi.advanceTimersByTime(5000));
    expect(FakeSource.all).toHaveLength(2);
  });

  it('uses the latest handler without reconnecting', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ onMessage }) => useEventStream('k', streamOf({ onMessage })), {
      initialProps: { onMessage: first },
    });
    await settle();
    rerender({ onMessage: second });
    latestSource().send('thing', 'x');
    expect([first.mock.calls.length, second.mock.calls.length, FakeSource.all.length]).toEqual([0, 1, 1]);
  });
});
