import type { z } from 'zod';
import type { Business, businessUpdateSchema } from '@encore/shared/business/business.schema';
import type { Database } from '../../db/client';
import type { JournalRecorder } from '../../lib/journal-recorder';
import { readBusiness, writeBusiness } from './business.repository';

export interface BusinessServiceDeps {
  db: Database;
  /** A change of the legal mentions is a configuration change of the journal (france.md, the "JET"). */
  journal: JournalRecorder;
}

type BusinessUpdate = z.output<typeof businessUpdateSchema>;

/**
 * The business's legal mentions. The routes check who may read and change them (Business); tickets and
 * receipts read them through `get`.
 */
export function createBusinessService({ db, journal }: BusinessServiceDeps) {
  return {
    get: (): Promise<Business> => readBusiness(db),

    update: (userId: string, input: BusinessUpdate): Promise<Business> =>
      db.transaction(async (tx) => {
        const before = await readBusiness(tx);
        const saved = await writeBusiness(tx, {
          legalName: input.legalName,
          street: input.address.street ?? null,
          complement: input.address.complement ?? null,
          postalCode: input.address.postalCode,
          city: input.address.city ?? null,
          country: input.address.country ?? null,
          siret: input.siret,
          vatNumber: input.vatNumber,
          licenceNumber: input.licenceNumber ?? null,
          updatedBy: userId,
        });
        const { updatedAt: _before, ...was } = before;
        const { updatedAt: _after, ...now } = saved;
        await journal.record(tx, {
          type: 'config_change',
          payload: { key: 'business', userId, detail: { before: was, after: now } },
        });
        return saved;
      }),
  };
}

export type BusinessService = ReturnType<typeof createBusinessService>;
