import { taxClassResource } from '@encore/shared/catalogue/tax-class.schema';
import { resourceQueries } from '@/components/resource/resource-queries';

export const taxClasses = resourceQueries(taxClassResource);
