import { artistResource } from '@encore/shared/catalogue/artist.schema';
import { resourceQueries } from '@/components/resource/resource-queries';

export const artists = resourceQueries(artistResource);
