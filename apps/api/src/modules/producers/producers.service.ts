import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ForbiddenError } from '@casl/ability';
import type {
  Producer,
  producerCreateSchema,
  producerListQuerySchema,
  producerUpdateSchema,
} from '@encore/shared/catalogue/producer.schema';
import type { Database } from '../../db/client';
import { producers } from '../../db/schema';
import { simpleCrudService } from '../../lib/crud-service';
import { addressColumns, addressOf, definedOnly, iso } from '../../lib/dto';
import type { SessionContext } from '../../plugins/auth';
import { producersRepository } from './producers.repository';

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
 * Who may see or change which producer: roles with `read`/`update` on Producer reach every record; a
 * PRODUCER account (`read_own`/`manage_own`) only the producer its account is linked to.
 */
function assertCan(session: SessionContext, action: 'read' | 'update', producerId: string) {
  const { ability, user } = session;
  if (ability.can(action, 'Producer')) return;
  const ownAction = action === 'read' ? 'read_own' : 'manage_own';
  if (ability.can(ownAction, 'Producer') && user.producerId === producerId) return;
  throw new ForbiddenError(ability).setMessage('Not your producer');
}

export function createProducersService(db: Database) {
  const base = simpleCrudService<
    typeof producers,
    Producer,
    z.output<typeof producerCreateSchema>,
    ProducerFields,
    ListQuery
  >({ db, label: 'Producer', repository: producersRepository, toDto, toRow });

  return {
    ...base,
    async list(query: ListQuery, session: SessionContext) {
      const { ability, user } = session;
      if (ability.can('read', 'Producer')) return base.list(query, session);
      ForbiddenError.from(ability).throwUnlessCan('read_own', 'Producer');
      // Without a linked producer a PRODUCER account sees an empty list, not everyone's.
      const own = user.producerId ? eq(producers.id, user.producerId) : sql`false`;
      const page = await producersRepository.list(db, query, own);
      return { rows: page.rows.map(toDto), meta: page.meta };
    },
    async get(id: string, session: SessionContext) {
      assertCan(session, 'read', id);
      return base.get(id, session);
    },
    async update(id: string, input: ProducerFields, session: SessionContext) {
      assertCan(session, 'update', id);
      return base.update(id, input, session);
    },
  };
}

export type ProducersService = ReturnType<typeof createProducersService>;
