import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { publishInventory } from './inventory-notify';

const sent: { at: number; payload: string }[] = [];
const dialect = new PgDialect();
/** A database that records each NOTIFY's payload (its second parameter) and answers after a round trip. */
const recordingDb = () =>
  ({
    execute: async (query: SQL) => {
      sent.push({ at: Date.now(), payload: dialect.sqlToQuery(query).params[1] as string });
      await new Promise((resolve) => setTimeout(resolve, 2));
      return { rows: [] };
    },
  }) as unknown as Database;

const step = (n: number) => [{ eventId: 'e1', seatIds: [`s${n}`], gaAreas: [] }];
const seatsSent = () =>
  sent.flatMap((m) => (JSON.parse(m.payload) as { seatIds: string[] }[]).flatMap((c) => c.seatIds));
// The clock and timers are Vitest's fake ones: the spacing is measured on the publisher's own clock, not
// on a busy machine's scheduling (under CI's load a real timer fired late and a gap read 38 ms).
const sleep = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('inventory notifications (issue 21: one NOTIFY round trip for many sales)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    sent.length = 0;
  });

  it('sends a burst of changes in a few messages, at most one every 50 ms, none lost and in order', async () => {
    const db = recordingDb();
    const started = Date.now();
    for (let n = 0; n < 40; n++) {
      publishInventory(db, 'hold', `o${n}`, step(n));
      await sleep(5);
    }
    await sleep(120);
    const elapsed = Date.now() - started;
    expect(seatsSent()).toEqual(Array.from({ length: 40 }, (_, n) => `s${n}`));
    // One a change before the spacing: 40 messages.
    expect(sent.length).toBeLessThanOrEqual(Math.ceil(elapsed / 50) + 1);
    expect(sent.length).toBeGreaterThan(1);
    for (let k = 1; k < sent.length; k++) expect(sent[k]!.at - sent[k - 1]!.at).toBeGreaterThanOrEqual(50);
  });

  it('sends a change at once after a quiet time', async () => {
    const db = recordingDb();
    await sleep(60);
    const before = Date.now();
    publishInventory(db, 'sale', 'o1', step(1));
    await sleep(20);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.at - before).toBe(0); // not held back for the spacing
  });
});
