import { sql } from 'drizzle-orm';
import { artists } from '../../db/schema';
import { crudRepository } from '../../lib/crud-repository';
import { lower } from '../../lib/list-query';

export const artistsRepository = crudRepository(artists, {
  id: artists.id,
  updatedAt: artists.updatedAt,
  // Displayed and legal names in one expression, the one the trigram index of migration 0003 covers.
  search: [
    sql`(${artists.name} || ' ' || coalesce(${artists.firstName}, '') || ' ' || coalesce(${artists.lastName}, ''))`,
  ],
  sort: { name: lower(artists.name), createdAt: artists.createdAt, updatedAt: artists.updatedAt },
  defaultSort: 'name',
});
