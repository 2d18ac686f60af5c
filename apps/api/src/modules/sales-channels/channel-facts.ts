import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { salesChannels } from '../../db/schema';

const c = alias(salesChannels, 'c');

/**
 * A channel as selling on it needs it, for another module's statement (the sales module's sale context:
 * one round trip): `join` the channel `channelId`, then read `columns` and map the row with `of`. The
 * channels' table is read only here and in this module.
 */
export const channelFacts = {
  join: (channelId: SQL) => sql`left join ${salesChannels} ${c} on ${c.id} = ${channelId}`,
  columns: sql`${c.id} as channel_id, ${c.name} as channel_name, ${c.needsApproval} as needs_approval,
    ${c.feeCents} as fee_cents`,
  /** The joined channel's id, for another fragment (a show sold on it). */
  id: c.id,
  of: (r: Record<string, unknown>) => ({
    name: (r.channel_name as string | null) ?? '',
    needsApproval: Boolean(r.needs_approval),
    feeCents: Number(r.fee_cents ?? 0),
  }),
};

/** The channel `channelId`'s name and whether it needs approval, as scalar subqueries (read by key). */
export const channelName = (channelId: SQL): SQL<string | null> =>
  sql`(select ${c.name} from ${salesChannels} ${c} where ${c.id} = ${channelId})`;
export const channelNeedsApproval = (channelId: SQL): SQL<boolean | null> =>
  sql`(select ${c.needsApproval} from ${salesChannels} ${c} where ${c.id} = ${channelId})`;

/** The channel `channelId`'s booking fee per ticket, in cents, as a scalar subquery (read by key). */
export const channelFeeCents = (channelId: SQL): SQL<number | null> =>
  sql`(select ${c.feeCents} from ${salesChannels} ${c} where ${c.id} = ${channelId})`;
