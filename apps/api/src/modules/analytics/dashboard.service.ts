import { and, or, type SQL } from 'drizzle-orm';
import type { Dashboard, PeriodFigures } from '@encore/shared/analytics/dashboard.schema';
import { showInstant } from '@encore/shared/shows/show-time';
import type { Database } from '../../db/client';
import { abilityWhere, type FieldMap } from '../../lib/ability-where';
import type { SessionContext } from '../../plugins/auth';
import { addDays, daysBetween, todayInFrance } from '@encore/shared/analytics/calendar-days';
import * as repo from './dashboard.repository';
import { rolledFilter } from './rolled-filter';
import { rolledPerDay, rolledTopShows } from './sales-rollup.repository';
import { readableSales, salesScopeKind } from './sales-scope';

export interface DashboardDeps {
  db: Database;
  /** How Event and Order rule conditions read in SQL (the shows and orders modules own them). */
  fields: { event: FieldMap; order: FieldMap };
}

const sum = (rows: PeriodFigures[]): PeriodFigures =>
  rows.reduce((a, r) => ({ tickets: a.tickets + r.tickets, revenueCents: a.revenueCents + r.revenueCents }), {
    tickets: 0,
    revenueCents: 0,
  });

/** `GET /api/dashboard`: each section from the user's rules, figures from sales_daily (never the orders). */
export function createDashboardService({ db, fields }: DashboardDeps) {
  async function business(session: SessionContext, today: string): Promise<Dashboard['business']> {
    if (!session.ability.can('read', 'Analytics')) return null;
    const scope = readableSales(session);
    const first = addDays(today, -59);
    const rolled = await rolledFilter(db, { from: first, to: today }, session);
    const [rows, top] = rolled
      ? await Promise.all([
          rolledPerDay(db, rolled.filter, rolled.rolledThrough),
          rolledTopShows(db, { ...rolled.filter, from: addDays(today, -29) }, rolled.rolledThrough),
        ])
      : await Promise.all([
          repo.figuresPerDay(db, first, today, scope),
          repo.topShows(db, addDays(today, -29), today, scope),
        ]);
    const byDay = new Map(rows.map((r) => [r.day, r]));
    const days = (from: number, to: number) =>
      daysBetween(addDays(today, from), addDays(today, to)).map((day) => ({
        day,
        tickets: byDay.get(day)?.tickets ?? 0,
        revenueCents: byDay.get(day)?.revenueCents ?? 0,
      }));
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
          ? Promise.all([repo.sellerDay(db, user.id, today), repo.sellerOrders(db, user.id)]).then(
              ([day, open]) => ({ today: day, ...open }),
            )
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
