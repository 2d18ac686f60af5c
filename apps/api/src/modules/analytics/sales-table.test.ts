import { describe, expect, it } from 'vitest';
import { todayInFrance } from '@encore/shared/analytics/calendar-days';
import { salesDimensions, type SalesTable } from '@encore/shared/analytics/analytics.schema';
import type { RoleName } from '@encore/shared/auth/permissions';
import { vatIncludedCents } from '@encore/shared/money';
import { openTillSession } from '../../test/till-session';
import { useTestApp } from '../../test/use-test-app';
import { salesScenario, standardSales } from './test-sales';

const t = useTestApp();

describe('analytics tables', () => {
  it('adds up sales, fees, VAT per rate and cancellations of orders made here; pending approvals count nothing', async () => {
    // The sales' day in France, from before them to after them: a run across midnight in Paris (23:00 UTC
    // in winter) sells on one day and reads on the next (a CI run failed so).
    const first = todayInFrance();
    const s = await salesScenario(t);
    await openTillSession(t.app, (await t.login('BOX_OFFICE')).token);
    await standardSales(s);
    const day = todayInFrance();
    const table = async (role: RoleName, dimension: string, showId = s.f.theatreShow) => {
      const res = await t.api
        .as(role)
        .get(`/api/analytics/sales?dimension=${dimension}&from=${first}&to=${day}&showId=${showId}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data as SalesTable;
    };
    const vat45 = vatIncludedCents(4500, 550);
    const vat25 = vatIncludedCents(2500, 2000);
    const byChannel = await table('SHOW_MANAGER', 'channel');
    expect(byChannel.rows.map((r) => [r.label, r.tickets, r.revenueInclVatCents])).toEqual([
      ['Box office', 3, 11500],
      ['Website', 1, 4650],
      // No ticket yet (waiting for approval), but its payment moved: a line for its money.
      ['Invitations', 0, 0],
    ]);
    expect(byChannel.rows[1]).toMatchObject({
      feesCents: 150,
      cancelledTickets: 1,
      cancelledCents: 4650,
      vatCents: vat45,
    });
    // VAT per rate is each ticket's VAT added up (issue 23, sales' vatLines: the receipts' and the journal's):
    // 3 x 45.00 at 5.5 % is 3 x 2.35, not the 7.04 of 135.00.
    const vat135 = 3 * vat45;
    expect(vat135).not.toBe(vatIncludedCents(3 * 4500, 550));
    expect(byChannel.totals).toMatchObject({
      tickets: 4,
      revenueInclVatCents: 16150,
      vatCents: vat135 + vat25,
      revenueExclVatCents: 16150 - vat135 - vat25,
      feesCents: 150,
      cancelledTickets: 1,
    });
    expect(byChannel.vatRates).toEqual([550, 2000]);
    expect(byChannel.totals.vatByRate).toEqual({ 550: vat135, 2000: vat25 });
    // Every table splits the same totals.
    for (const dimension of salesDimensions) {
      const other = await table('SHOW_MANAGER', dimension);
      expect(other.totals, dimension).toEqual(byChannel.totals);
      expect(
        other.rows.reduce((n, r) => n + r.tickets, 0),
        dimension,
      ).toBe(4);
    }
    expect((await table('SHOW_MANAGER', 'paymentMethod')).rows.map((r) => [r.label, r.tickets])).toEqual([
      ['cash', 3],
      ['card', 1],
    ]);
    // Money that moved (issue 23): 115.00 cash, 93.00 and 45.00 (the order waiting for approval, paid at
    // validation) by card; 46.50 refunded by card. Invitations: none here.
    const paid = 11500 + 9300 + 4500;
    expect(byChannel.totals).toMatchObject({
      paidCents: paid,
      refundedCents: 4650,
      revenueCents: paid - 4650,
      invitations: 0,
    });
    const money = (table: SalesTable) =>
      Object.fromEntries(table.rows.map((r) => [r.label, [r.paidCents, r.refundedCents, r.revenueCents]]));
    // The invitations channel has money (the pending order) but no ticket yet: a line of its own.
    expect(money(byChannel)).toEqual({
      'Box office': [11500, 0, 11500],
      Website: [9300, 4650, 4650],
      Invitations: [4500, 0, 4500],
    });
    expect(money(await table('SHOW_MANAGER', 'paymentMethod'))).toEqual({
      cash: [11500, 0, 11500],
      card: [9300 + 4500, 4650, 9300 + 4500 - 4650],
    });
    // Lines a payment cannot be told to: money in the totals only.
    const byLevel = await table('SHOW_MANAGER', 'priceLevel');
    expect(byLevel.rows.every((r) => r.paidCents === null && r.revenueCents === null)).toBe(true);
    expect(byLevel.totals.revenueCents).toBe(paid - 4650);
    // A producer: its own show's figures, nothing of another producer's.
    expect((await table('PRODUCER', 'channel')).totals).toEqual(byChannel.totals);
    expect((await table('PRODUCER', 'show', s.o.other.id)).rows).toEqual([]);
    expect((await table('SHOW_MANAGER', 'show', s.o.other.id)).totals.tickets).toBe(1);
    for (const role of ['BOX_OFFICE', 'ARTIST'] as const)
      expect(
        (await t.api.as(role).get(`/api/analytics/sales?dimension=show&from=${day}&to=${day}`)).status,
      ).toBe(403);
    expect(
      (await t.api.as('SHOW_MANAGER').get(`/api/analytics/sales?dimension=show&from=${day}&to=2020-01-01`))
        .status,
    ).toBe(400);
  });
});
