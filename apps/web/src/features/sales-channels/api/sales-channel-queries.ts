import { salesChannelResource } from '@encore/shared/catalogue/sales-channel.schema';
import { resourceQueries } from '@/components/resource/resource-queries';

export const salesChannels = resourceQueries(salesChannelResource);
