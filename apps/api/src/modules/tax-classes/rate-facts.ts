import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { taxClasses } from '../../db/schema';

const tc = alias(taxClasses, 'tc');

/**
 * A tax class's VAT rate for another module's statement: `join` the class `taxClassId`, read `columns`, map
 * with `of`. The tax classes' table is read only here and in this module.
 */
export const rateFacts = {
  join: (taxClassId: SQL) => sql`left join ${taxClasses} ${tc} on ${tc.id} = ${taxClassId}`,
  columns: sql`${tc.rateBasisPoints} as rate_basis_points`,
  of: (r: Record<string, unknown>) => Number(r.rate_basis_points),
};
