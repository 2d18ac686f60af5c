import { taxClassResource } from '@encore/shared/catalogue/tax-class.resource';
import { resourceQueries } from '@/components/resource/resource-queries';

export const taxClasses = resourceQueries(taxClassResource);
