import { resourceScreens } from '@/components/resource/resource-screens';
import { artists } from '@/features/artists/api/artist-queries';
import { ArtistForm } from '@/features/artists/components/artist-form';
import { ArtistsTable } from '@/features/artists/components/artists-table';

/** The artists' list, add and detail screens, built from the shared declaration. */
export const screens = resourceScreens({ queries: artists, Form: ArtistForm, Table: ArtistsTable });
