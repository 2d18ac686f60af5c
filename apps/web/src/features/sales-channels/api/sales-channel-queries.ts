import { salesChannelResource } from '@encore/shared/catalogue/sales-channel.resource';
import { resourceQueries } from '@/components/resource/resource-queries';

export const salesChannels = resourceQueries(salesChannelResource);
