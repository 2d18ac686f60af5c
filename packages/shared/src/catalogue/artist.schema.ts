import { z } from 'zod';
import { optionalText, pictureField } from '../common/fields';
import { listQuerySchema } from '../common/list.schema';
import { messageKeys } from '../validation/message-key';
import { defineResource } from '../resources/define-resource';
import { catalogueEntry } from './catalogue-list';

export const artistMessages = { nameRequired: messageKeys('catalogue').artistNameRequired } as const;

export const artistSchema = z.object({
  id: z.string(),
  /** What screens show: the stage name, else first and last names. */
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  stageName: z.string().nullable(),
  bio: z.string().nullable(),
  photo: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Artist = z.infer<typeof artistSchema>;

// Artists' names may be short ("M", "Jo"): the 3-character rule of other text fields does not apply.
export const artistFieldsSchema = z.object({
  firstName: optionalText(100),
  lastName: optionalText(100),
  stageName: optionalText(150),
  bio: optionalText(5000),
  photo: pictureField,
});

/** The displayed name of an artist, computed the same way by the API and the forms. */
export function artistDisplayName(a: {
  firstName?: string | null;
  lastName?: string | null;
  stageName?: string | null;
}): string {
  return a.stageName?.trim() || [a.firstName, a.lastName].filter(Boolean).join(' ').trim();
}

export const artistCreateSchema = artistFieldsSchema.refine((a) => a.stageName || a.lastName, {
  path: ['lastName'],
  message: artistMessages.nameRequired,
});
export type ArtistCreateInput = z.input<typeof artistCreateSchema>;
export const artistUpdateSchema = artistFieldsSchema.partial();
export type ArtistUpdateInput = z.input<typeof artistUpdateSchema>;

export const artistSortFields = ['name', 'createdAt', 'updatedAt'] as const;
export const artistListQuerySchema = listQuerySchema(artistSortFields);
export type ArtistListQuery = z.input<typeof artistListQuerySchema>;

/** The declaration both apps build from: its entry in the catalogue list, its schemas and sorts. */
export const artistResource = defineResource({
  ...catalogueEntry('artists'),
  schemas: {
    item: artistSchema,
    create: artistCreateSchema,
    update: artistUpdateSchema,
    listQuery: artistListQuerySchema,
  },
  sort: { fields: artistSortFields, default: 'name' },
  filters: [],
});
