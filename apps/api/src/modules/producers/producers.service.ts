import type { z } from 'zod';
import {
  producerResource,
  type Producer,
  type producerCreateSchema,
  type producerListQuerySchema,
  type producerUpdateSchema,
} from '@encore/shared/catalogue/producer.schema';
import type { Database } from '../../db/client';
import { producers } from '../../db/schema';
import { simpleCrudService } from '../../lib/crud-service';
import { addressColumns, addressOf, definedOnly, iso } from '../../lib/dto';
import { catalogueModule } from '../../lib/catalogue-module';
import { producersByNameRepository, producersRepository } from './producers.repository';

type ProducerFields = z.output<typeof producerUpdateSchema>;
type ListQuery = z.output<typeof producerListQuerySchema>;

const toDto = (row: typeof producers.$inferSelect): Producer => ({
  id: row.id,
  name: row.name,
  siret: row.siret,
  responsibleName: row.responsibleName,
  responsibleEmail: row.responsibleEmail,
  address: addressOf(row),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

const toRow = (input: ProducerFields) => ({
  ...definedOnly({
    name: input.name,
    siret: input.siret,
    responsibleName: input.responsibleName,
    responsibleEmail: input.responsibleEmail,
  }),
  ...addressColumns(input.address),
});

/**
 * A PRODUCER account reads and edits only the producer its account is linked to: its rules' condition
 * `{ id: <the user's producer> }`, checked on each record and turned into the list's WHERE. An ARTIST
 * reads producers' public fields only (a field-level rule): no SIRET, responsible or address.
 */
export function createProducersService(db: Database) {
  return simpleCrudService<
    typeof producers,
    Producer,
    z.output<typeof producerCreateSchema>,
    ProducerFields,
    ListQuery
  >({
    db,
    resource: producerResource,
    repository: producersRepository,
    fieldLimitedRepository: producersByNameRepository,
    fields: { id: producers.id },
    toDto,
    toRow,
  });
}

export type ProducersService = ReturnType<typeof createProducersService>;

/** Its routes, built by the composition root from the catalogue list (shared/catalogue/catalogue-list.ts). */
export const catalogue = catalogueModule(producerResource, (deps) => createProducersService(deps.db));
