import { modalCrudList } from '@/components/resource/modal-crud-list';
import { salesChannels } from '@/features/sales-channels/api/sales-channel-queries';
import { SalesChannelForm } from '@/features/sales-channels/components/sales-channel-form';
import { SalesChannelsTable } from '@/features/sales-channels/components/sales-channels-table';

/** Sales channels are edited in place: one list screen with its modal form. */
export const screens = {
  list: modalCrudList({ queries: salesChannels, Form: SalesChannelForm, Table: SalesChannelsTable }),
};
