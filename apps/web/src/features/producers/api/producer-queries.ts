import { producerResource } from '@encore/shared/catalogue/producer.schema';
import { resourceQueries } from '@/components/resource/resource-queries';

export const producers = resourceQueries(producerResource);
