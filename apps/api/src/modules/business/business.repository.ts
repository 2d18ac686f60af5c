import { eq } from 'drizzle-orm';
import type { Business } from '@encore/shared/business/business.schema';
import type { Executor } from '../../db/client';
import { businessSettings } from '../../db/schema';

type Row = typeof businessSettings.$inferSelect;
export type BusinessWrite = Omit<Row, 'id' | 'updatedAt'>;

const empty: Business = {
  legalName: null,
  address: {
    street: null,
    complement: null,
    stateProvince: null,
    postalCode: null,
    country: null,
    city: null,
  },
  siret: null,
  vatNumber: null,
  licenceNumber: null,
  updatedAt: null,
};

function toBusiness(row: Row | undefined): Business {
  if (!row) return empty;
  return {
    legalName: row.legalName,
    address: {
      street: row.street,
      complement: row.complement,
      stateProvince: null,
      postalCode: row.postalCode,
      country: row.country,
      city: row.city,
    },
    siret: row.siret,
    vatNumber: row.vatNumber,
    licenceNumber: row.licenceNumber,
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

/** The business's one row, or empty mentions until an admin fills them in. */
export async function readBusiness(db: Executor): Promise<Business> {
  const [row] = await db.select().from(businessSettings).where(eq(businessSettings.id, 1));
  return toBusiness(row);
}

/** Writes the one row (made on the first save) and answers it as stored. */
export async function writeBusiness(db: Executor, values: BusinessWrite): Promise<Business> {
  const set = { ...values, updatedAt: new Date() };
  const [row] = await db
    .insert(businessSettings)
    .values({ id: 1, ...set })
    .onConflictDoUpdate({ target: businessSettings.id, set })
    .returning();
  return toBusiness(row);
}
