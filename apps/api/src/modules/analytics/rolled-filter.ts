import type { SalesFilter } from '@encore/shared/analytics/analytics.schema';
import type { Database } from '../../db/client';
import type { SessionContext } from '../../plugins/auth';
import { readableSales } from './sales-scope';
import { refreshSalesRollup } from './sales-rollup';
import { rollupFields, type RolledFilter } from './sales-rollup.repository';

/**
 * The roll-up's filter for the session, after bringing the roll-up up to date; null where the roll-up
 * cannot answer and sales_daily must: one show's figures (its sales_daily rows are few, on the show
 * index) or a rule naming something else than the producer.
 */
export async function rolledFilter(
  db: Database,
  filter: SalesFilter,
  session: SessionContext,
): Promise<{ filter: RolledFilter; rolledThrough: string } | null> {
  if (filter.showId) return null;
  let rolled;
  try {
    rolled = readableSales(session, rollupFields);
  } catch {
    return null; // a condition sales_rollup has no column for (abilityWhere refuses it)
  }
  const rolledThrough = await refreshSalesRollup(db);
  return {
    filter: {
      from: filter.from,
      to: filter.to,
      salesChannelId: filter.salesChannelId,
      scope: { rolled, daily: readableSales(session) },
    },
    rolledThrough,
  };
}
