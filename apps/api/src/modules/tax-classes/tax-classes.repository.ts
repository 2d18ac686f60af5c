import { taxClasses } from '../../db/schema';
import { crudRepository } from '../../lib/crud-repository';
import { lower } from '../../lib/list-query';

export const taxClassesRepository = crudRepository(taxClasses, {
  id: taxClasses.id,
  updatedAt: taxClasses.updatedAt,
  search: [taxClasses.name],
  sort: {
    name: lower(taxClasses.name),
    rateBasisPoints: taxClasses.rateBasisPoints,
    createdAt: taxClasses.createdAt,
  },
  defaultSort: 'rateBasisPoints',
});
