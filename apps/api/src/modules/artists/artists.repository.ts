import { artists, artistSearchText } from '../../db/schema';
import { crudRepository } from '../../lib/crud-repository';
import { lower } from '../../lib/list-query';

export const artistsRepository = crudRepository(artists, {
  id: artists.id,
  updatedAt: artists.updatedAt,
  search: [artistSearchText],
  sort: { name: lower(artists.name), createdAt: artists.createdAt, updatedAt: artists.updatedAt },
  defaultSort: 'name',
});
