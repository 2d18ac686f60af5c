import { producers } from '../../db/schema';
import { crudRepository } from '../../lib/crud-repository';
import { lower } from '../../lib/list-query';

export const producersRepository = crudRepository(producers, {
  id: producers.id,
  updatedAt: producers.updatedAt,
  search: [producers.name, producers.siret, producers.responsibleName, producers.city],
  sort: {
    name: lower(producers.name),
    siret: producers.siret,
    city: lower(producers.city),
    createdAt: producers.createdAt,
  },
  defaultSort: 'name',
});

/** For a reader granted only a producer's public fields (an ARTIST): its name is all it searches or sorts. */
export const producersByNameRepository = crudRepository(producers, {
  id: producers.id,
  updatedAt: producers.updatedAt,
  search: [producers.name],
  sort: { name: lower(producers.name), createdAt: producers.createdAt },
  defaultSort: 'name',
});
