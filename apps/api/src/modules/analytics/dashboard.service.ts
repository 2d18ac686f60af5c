import { and, or, type SQL } from 'drizzle-orm';
import type { Dashboard, PeriodFigures } from '@encore/shared/analytics/dashboard.schema';
import { showInstant } from '@encore/shared/shows/show-time';
import type { Database } from '../../db/client';
import { abilityWhere, type FieldMap } from '../../lib/ability-where';
import type { SessionContext } from '../../plugins/auth';
import { addDays, daysBetween, todayInFrance } from '@encore/shared/analytics/calendar-days';
import * as repo from './dashboard.repository';
import * as money from './money-moves.repository';
import { rolledFilter } from './rolled-filter';
import { rolledPerDay } from './sales-rollup.repository';
import { readableSales, salesScopeKind } from './sales-scope';

export interface DashboardDeps {
  db: Database;
  /** How Event and Order rule conditions read in SQL (the shows and orders modules own them). */
  fields: { event: FieldMap; order: FieldMap };
}

const zero: PeriodFigures = {
  tickets: 0,
  revenueCents: 0,
  paidCents: 0,
  refundedCents: 0,
  invitations: 0,
  cancelledTickets: 0,
};
const sum = (rows: PeriodFigures[]): PeriodFigures =>
  rows.reduce(
    (a, r) => ({
      tickets: a.tickets + r.tickets,
      revenueCents: a.revenueCents + r.revenueCents,
      paidCents: a.paidCents + r.paidCents,
      refundedCents: a.refundedCents + r.refundedCents,
      invitations: a.invitations + r.invitations,
      cancelledTickets: a.cancelledTickets + r.cancelledTickets,
    }),
    zero,
  );

/**
 * `GET /api/dashboard`: each section from the user's rules. Tickets from sales_daily (never the orders);
 * money from the orders' payments and refunds on the France day they moved (money-moves.repository.ts).
 */
export function createDashboardService({ db, fields }: DashboardDeps) {
  async function business(session: SessionContext, today: string): Promise<Dashboard['business']> {
    if (!session.ability.can('read', 'Analytics')) return null;
    const scope = readableSales(session);
    const moneyScope = readableSales(session, money.moneyFields);
    const first = addDays(today, -59);
    const rolled = await rolledFilter(db, { from: first, to: today }, session);
    const [rows, moved, invited, top] = await Promise.all([
      rolled
        ? rolledPerDay(db, rolled.filter, rolled.rolledThrough)
        : repo.figuresPerDay(db, first, today, scope),
      money.moneyPerDay(db, first, today, { scope: moneyScope }),
      money.invitationsPerDay(db, first, today, scope),
      topShows(addDays(today, -29), today, moneyScope),
    ]);
    // Tickets sold that day (net + cancelled: gross), those cancelled that day apart (issue 23).
    const tickets = new Map(rows.map((r) => [r.day, Number(r.tickets) + Number(r.cancelledTickets)]));
    const cancelled = new Map(rows.map((r) => [r.day, Number(r.cancelledTickets)]));
    const cash = new Map(moved.map((r) => [r.day, r]));
    const free = new Map(invited.map((r) => [r.day, Number(r.invitations)]));
    const figuresOf = (day: string): PeriodFigures => {
      const paidCents = cash.get(day)?.paidCents ?? 0;
      const refundedCents = cash.get(day)?.refundedCents ?? 0;
      const invitations = free.get(day) ?? 0;
      return {
        tickets: (tickets.get(day) ?? 0) - invitations,
        revenueCents: paidCents - refundedCents,
        paidCents,
        refundedCents,
        invitations,
        cancelledTickets: cancelled.get(day) ?? 0,
      };
    };
    const days = (from: number, to: number) =>
      daysBetween(addDays(today, from), addDays(today, to)).map((day) => ({ day, ...figuresOf(day) }));
    const perDay = days(-29, 0);
    return {
      scope: salesScopeKind(session),
      today: sum(days(0, 0)),
      last7: sum(days(-6, 0)),
      previous7: sum(days(-13, -7)),
      last30: sum(perDay),
      previous30: sum(days(-59, -30)),
      perDay,
      topShows: top,
    };
  }

  /** The five shows that brought the most money over [from, to], with their tickets sold for money. */
  async function topShows(from: string, to: string, scope: SQL | undefined) {
    const best = (await money.topShowsByMoney(db, from, to, scope))
      .sort((a, b) => b.revenueCents - a.revenueCents)
      .slice(0, 5);
    if (!best.length) return [];
    const ids = best.map((b) => b.showId);
    const [names, tickets] = await Promise.all([
      money.showNames(db, ids),
      money.paidTicketsOfShows(db, from, to, ids),
    ]);
    const name = new Map(names.map((n) => [n.id, n.name]));
    const sold = new Map(tickets.map((n) => [n.showId, Number(n.tickets)]));
    return best
      .map((b) => ({ ...b, showName: name.get(b.showId) ?? '', tickets: sold.get(b.showId) ?? 0 }))
      .sort((a, b) => b.revenueCents - a.revenueCents || a.showName.localeCompare(b.showName));
  }

  async function approvals(session: SessionContext): Promise<Dashboard['approvals']> {
    const { ability } = session;
    const as: ('show_manager' | 'producer')[] = [];
    const waiting: SQL[] = [];
    if (ability.can('approve_as_manager', 'Order')) {
      as.push('show_manager');
      waiting.push(
        and(
          abilityWhere(ability, 'approve_as_manager', 'Order', fields.order),
          repo.approvalPending.manager,
        )!,
      );
    }
    if (ability.can('approve_as_producer', 'Order')) {
      as.push('producer');
      waiting.push(
        and(
          abilityWhere(ability, 'approve_as_producer', 'Order', fields.order),
          repo.approvalPending.producer,
        )!,
      );
    }
    if (!as.length) return null;
    const { total, rows } = await repo.ordersWaiting(db, or(...waiting)!);
    return {
      as,
      total,
      orders: rows.map((r) => ({ ...r, validatedAt: r.validatedAt?.toISOString() ?? null })),
    };
  }

  return {
    async get(session: SessionContext): Promise<Dashboard> {
      const today = todayInFrance();
      const { ability, user } = session;
      const seller = ability.can('create', 'Cart');
      const hasBusiness = ability.can('read', 'Analytics');
      const readable = ability.can('read', 'Event')
        ? abilityWhere(ability, 'read', 'Event', fields.event)
        : null;
      const soonOnly = seller && !hasBusiness;
      const [mySales, businessFigures, approvalFigures, soon] = await Promise.all([
        seller
          ? Promise.all([
              money.sellerTickets(db, user.id, today),
              money.moneyPerDay(db, today, today, { by: user.id }),
              repo.sellerOrders(db, user.id),
            ]).then(([tickets, [moved], open]) => {
              const paidCents = moved?.paidCents ?? 0;
              const refundedCents = moved?.refundedCents ?? 0;
              const today = { ...tickets, paidCents, refundedCents, revenueCents: paidCents - refundedCents };
              return { today, ...open };
            })
          : null,
        business(session, today),
        approvals(session),
        readable !== null && soonOnly
          ? repo.eventsBetween(
              db,
              showInstant(today, '00:00'),
              showInstant(addDays(today, 2), '00:00'),
              readable,
              20,
            )
          : [],
      ]);
      // A seller's today and tomorrow; with nothing on then (or for anyone else), the next events.
      const window = soonOnly && soon.length ? 'today_tomorrow' : 'upcoming';
      const eventRows =
        window === 'today_tomorrow' || readable === null
          ? soon
          : await repo.eventsBetween(db, new Date(), null, readable, 8);
      return {
        today,
        mySales,
        business: businessFigures,
        approvals: approvalFigures,
        events: { window, items: eventRows.map((e) => ({ ...e, startsAt: e.startsAt.toISOString() })) },
      };
    },
  };
}
