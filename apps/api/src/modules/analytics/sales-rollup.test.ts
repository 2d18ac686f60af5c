import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayInFrance } from '@encore/shared/analytics/calendar-days';
import {
  salesDimensions,
  type SalesDimension,
  type SalesTable,
} from '@encore/shared/analytics/analytics.schema';
import type { Dashboard } from '@encore/shared/analytics/dashboard.schema';
import type { RoleName } from '@encore/shared/auth/permissions';
import { salesDaily, salesRollup, salesRollupDirty } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';
import { orderFixtures } from '../sales/test-orders';
import { figuresPerDay } from './dashboard.repository';
import { foldTable, withMoney } from './sales-table.service';
import { salesByDimension, salesWhere } from './sales-table.repository';

const t = useTestApp();

/** Lines in key order (equal revenues may come in either order). */
const byKey = (table: SalesTable) => ({
  ...table,
  rows: [...table.rows].sort((a, b) => a.key.localeCompare(b.key)),
});

describe('analytics roll-up', () => {
  it("marks a closed day written to for the next read, and never today's", async () => {
    const db = t.database.db;
    const today = todayInFrance();
    const key = () => ({
      eventId: crypto.randomUUID(),
      showId: crypto.randomUUID(),
      producerId: crypto.randomUUID(),
      salesChannelId: crypto.randomUUID(),
      priceLevelId: crypto.randomUUID(),
      vatRateBasisPoints: 550,
      sellerId: crypto.randomUUID(),
      paymentMethod: 'card',
    });
    const dirty = async () =>
      (await db.select().from(salesRollupDirty)).map((r) => r.day).filter((d) => d >= addDays(today, -40));
    await db.delete(salesRollupDirty);
    // A sale's writes: today's and yesterday's rows (yesterday is not rolled up yet).
    const recent = [
      { ...key(), day: today },
      { ...key(), day: addDays(today, -1) },
    ];
    await db.insert(salesDaily).values(recent);
    await db
      .update(salesDaily)
      .set({ tickets: 2 })
      .where(sql`${salesDaily.day} >= ${addDays(today, -1)}`);
    expect(await dirty()).toEqual([]);
    // An import into a closed day, then a correction of another one: each day once.
    const closed = [addDays(today, -30), addDays(today, -30), addDays(today, -31)];
    await db.insert(salesDaily).values(closed.slice(0, 2).map((day) => ({ ...key(), day })));
    expect(await dirty()).toEqual([closed[0]]);
    await db.insert(salesDaily).values({ ...key(), day: closed[2]! });
    await db.delete(salesRollupDirty);
    await db.delete(salesDaily).where(eq(salesDaily.day, closed[2]!));
    expect(await dirty()).toEqual([closed[2]]);
    await db.delete(salesDaily).where(sql`${salesDaily.day} >= ${addDays(today, -31)}`);
    await db.delete(salesRollupDirty);
  });

  it('gives the same figures as sales_daily over a year of past sales, and catches up with a late write', async () => {
    const o = await orderFixtures(t);
    const db = t.database.db;
    const today = todayInFrance();
    const at = (daysAgo: number) => new Date(Date.parse(`${addDays(today, -daysAgo)}T12:00:00Z`));
    // Past sales over a year, two shows (two producers), two channels, two VAT rates, three price levels,
    // cash and card, cancelled items and orders, an order still waiting for its approvals.
    let n = 0;
    const past = async (daysAgo: number, extra: Parameters<typeof o.write>[0] = { items: [] }) => {
      const show = n % 3 === 2 ? o.other : o.own;
      const item = (level: number, cancelled = false, rate = 550) => {
        const written = o.item(show.eventId, level, o.seat(0, n % 5, (n * 3 + level) % 20), cancelled);
        return { ...written, level: { ...written.level, rateBasisPoints: rate } };
      };
      n += 1;
      return o.write({
        show,
        channel: o.channel(n % 2 ? 'WEB' : 'BOX_OFFICE'),
        paymentMethod: n % 4 ? 'card' : 'cash',
        createdAt: at(daysAgo),
        ...extra,
        items: extra.items.length ? extra.items : [item(0), item(1, n % 3 === 0, 2000), item(2)],
      });
    };
    for (const daysAgo of [0, 1, 2, 3, 4, 5, 9, 17, 33, 64, 70, 128, 200, 255, 300, 363, 364])
      await past(daysAgo);
    await past(40, { status: 'cancelled', items: [] });
    await past(80, { status: 'pending_approval', channel: o.channel('INVITATIONS'), items: [] });

    const from = addDays(today, -364);
    // These orders were written without money facts (no payments, no refunds) nor invitations.
    const oracle = async (dimension: SalesDimension, channelId?: string, producerId?: string) =>
      withMoney(
        dimension,
        foldTable(
          dimension,
          await salesByDimension(
            db,
            dimension,
            salesWhere(
              { from, to: today, salesChannelId: channelId },
              producerId ? eq(salesDaily.producerId, producerId) : undefined,
            ),
          ),
        ),
        new Map(),
        new Map(),
      );
    const table = async (role: RoleName, dimension: SalesDimension, channelId?: string) => {
      const channel = channelId ? `&salesChannelId=${channelId}` : '';
      const res = await t.api
        .as(role)
        .get(`/api/analytics/sales?dimension=${dimension}&from=${from}&to=${today}${channel}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data as SalesTable;
    };
    const web = o.channel('WEB').id;
    const compareAll = async () => {
      for (const dimension of salesDimensions) {
        expect(byKey(await table('SHOW_MANAGER', dimension)), dimension).toEqual(
          byKey(await oracle(dimension)),
        );
        expect(byKey(await table('SHOW_MANAGER', dimension, web)), `${dimension} web`).toEqual(
          byKey(await oracle(dimension, web)),
        );
        expect(byKey(await table('PRODUCER', dimension)), `${dimension} producer`).toEqual(
          byKey(await oracle(dimension, undefined, o.own.producerId)),
        );
      }
    };
    await compareAll();
    // The figures did come from the roll-up: every day before yesterday is rolled, in blocks.
    const [rolled] = await db
      .select({
        rows: sql<number>`count(*)::int`,
        grains: sql<number>`count(distinct ${salesRollup.grain})::int`,
      })
      .from(salesRollup);
    expect(rolled!.rows).toBeGreaterThan(0);
    expect(rolled!.grains).toBe(5);
    const before = await table('SHOW_MANAGER', 'show');

    // A day rolled already gets a late sale (an import): the next read rolls it again.
    await past(66);
    const after = await table('SHOW_MANAGER', 'show');
    expect(after.totals.tickets).toBe(before.totals.tickets + 3);
    await compareAll();

    // The dashboard's tickets per day read the roll-up too; its money is the orders' payments and refunds
    // (issue 23): these orders were written without any, so no day has revenue and no show tops.
    const dashboard = (await t.api.as('SHOW_MANAGER').get('/api/dashboard')).body.data as Dashboard;
    const perDay = await figuresPerDay(db, addDays(today, -29), today, undefined);
    const expected = new Map(perDay.map((r) => [r.day, r]));
    expect(dashboard.business!.perDay).toEqual(
      dashboard.business!.perDay.map(({ day }) => ({
        day,
        // Sold that day (gross), the day's cancellations apart.
        tickets: (expected.get(day)?.tickets ?? 0) + (expected.get(day)?.cancelledTickets ?? 0),
        cancelledTickets: expected.get(day)?.cancelledTickets ?? 0,
        revenueCents: 0,
        paidCents: 0,
        refundedCents: 0,
        invitations: 0,
      })),
    );
    expect(dashboard.business!.last30.tickets).toBe(
      perDay.reduce((s, r) => s + r.tickets + r.cancelledTickets, 0),
    );
    expect(dashboard.business!.topShows).toEqual([]);
  });
});
