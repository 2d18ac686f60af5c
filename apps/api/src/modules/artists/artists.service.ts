import type { z } from 'zod';
import {
  artistDisplayName,
  artistResource,
  artistMessages,
  type Artist,
  type artistCreateSchema,
  type artistListQuerySchema,
  type artistUpdateSchema,
} from '@encore/shared/catalogue/artist.schema';
import { ErrorCode } from '@encore/shared/errors';
import type { Database } from '../../db/client';
import type { artists } from '../../db/schema';
import { simpleCrudService } from '../../lib/crud-service';
import { definedOnly, iso } from '../../lib/dto';
import { AppError } from '../../lib/errors';
import { catalogueModule } from '../../lib/catalogue-module';
import type { AssertPictures } from '../uploads';
import { artistsRepository } from './artists.repository';

type ArtistRow = typeof artists.$inferSelect;
type ArtistFields = z.output<typeof artistUpdateSchema>;

/** The columns to write, with the displayed name recomputed from the names after the change. */
function toRow(input: ArtistFields, existing?: ArtistRow) {
  const changes = definedOnly({
    firstName: input.firstName,
    lastName: input.lastName,
    stageName: input.stageName,
    bio: input.bio,
    photo: input.photo,
  });
  const merged = { ...existing, ...changes };
  const name = artistDisplayName(merged);
  if (!merged.stageName && !merged.lastName) {
    throw new AppError(400, ErrorCode.validation, undefined, [
      { path: 'lastName', message: artistMessages.nameRequired },
    ]);
  }
  return { ...changes, name };
}

/** `assertPictures` (uploads module, from the composition root): the photo is the writer's upload. */
export function createArtistsService(db: Database, assertPictures: AssertPictures) {
  return simpleCrudService<
    typeof artists,
    Artist,
    z.output<typeof artistCreateSchema>,
    ArtistFields,
    z.output<typeof artistListQuerySchema>
  >({
    db,
    resource: artistResource,
    repository: artistsRepository,
    toRow,
    checkInput: (input, session, existing) =>
      assertPictures(db, session.user.id, { photo: input.photo }, { photo: existing?.photo }),
    toDto: (row) => ({
      id: row.id,
      name: row.name,
      firstName: row.firstName,
      lastName: row.lastName,
      stageName: row.stageName,
      bio: row.bio,
      photo: row.photo,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    }),
  });
}

export type ArtistsService = ReturnType<typeof createArtistsService>;

/** Its routes, built by the composition root from the catalogue list (shared/catalogue/catalogue-list.ts). */
export const catalogue = catalogueModule(artistResource, (deps) =>
  createArtistsService(deps.db, deps.assertPictures),
);
