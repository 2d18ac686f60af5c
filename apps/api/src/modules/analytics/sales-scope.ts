import { salesDaily } from '../../db/schema';
import { abilityWhere, type FieldMap } from '../../lib/ability-where';
import type { SessionContext } from '../../plugins/auth';

/** The fields Analytics rule conditions may name (a producer's rule says `{ producerId }`). */
export const analyticsFields: FieldMap = {
  producerId: salesDaily.producerId,
  showId: salesDaily.showId,
};

/**
 * The sales rows the session's 'read Analytics' rules allow: undefined for all, SQL false for none. A
 * producer's figures are its own shows' only, in every table, chart and CSV. `fields` names the same
 * conditions on another query's columns (the order-items export's shows and events).
 */
export const readableSales = (session: SessionContext, fields: FieldMap = analyticsFields) =>
  abilityWhere(session.ability, 'read', 'Analytics', fields);

/** 'all' when no condition limits the session's Analytics, 'own' when one does. */
export function salesScopeKind(session: SessionContext): 'all' | 'own' {
  return readableSales(session) === undefined ? 'all' : 'own';
}
