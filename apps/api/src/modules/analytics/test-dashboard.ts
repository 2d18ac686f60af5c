import { expect } from 'vitest';
import type { Dashboard } from '@encore/shared/analytics/dashboard.schema';
import type { RoleName } from '@encore/shared/auth/permissions';
import type { TestApp } from '../../test/use-test-app';

/** Today's figures of a dashboard: the business's card, or the seller's own. */
export type DashboardFigures = NonNullable<Dashboard['business']>['today'];

const figureKeys = [
  'tickets',
  'revenueCents',
  'paidCents',
  'refundedCents',
  'invitations',
  'cancelledTickets',
] as const;

/** `GET /api/dashboard` as a role; every caller expects it to answer. */
export const dashboardReader =
  (t: TestApp) =>
  async (role: RoleName): Promise<Dashboard> => {
    const res = await t.api.as(role).get('/api/dashboard');
    expect(res.status).toBe(200);
    return res.body.data;
  };

/**
 * How each figure moved between two reads. Tests compare before and after what they do, not absolute
 * figures: the file's other tests share the database and leave their own sales in "today".
 */
export const moved = (after: DashboardFigures, before: DashboardFigures) =>
  Object.fromEntries(figureKeys.map((k) => [k, after[k] - before[k]]));
