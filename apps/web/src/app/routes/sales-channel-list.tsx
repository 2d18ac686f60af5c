import { Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalesChannel, SalesChannelCreateInput } from '@encore/shared/catalogue/sales-channel.schema';
import { PageHeader } from '@/components/resource/page-header';
import { SalesChannelForm } from '@/features/sales-channels/components/sales-channel-form';
import { SalesChannelsTable } from '@/features/sales-channels/components/sales-channels-table';
import { useCreateSalesChannel } from '@/features/sales-channels/api/create-sales-channel';
import { useUpdateSalesChannel } from '@/features/sales-channels/api/update-sales-channel';

export function Component() {
  const { t } = useTranslation('catalogue');
  const [editing, setEditing] = useState<SalesChannel | 'new' | null>(null);
  const create = useCreateSalesChannel();
  const update = useUpdateSalesChannel(editing && editing !== 'new' ? editing.id : '');
  const channel = editing && editing !== 'new' ? editing : undefined;
  const close = () => setEditing(null);
  const save = async (input: SalesChannelCreateInput) => {
    await (channel ? update.mutateAsync(input) : create.mutateAsync(input));
    close();
  };
  return (
    <Stack>
      <PageHeader title={t('salesChannel.plural')} subject="SalesChannel" onAdd={() => setEditing('new')} />
      <SalesChannelsTable onEdit={setEditing} />
      <Modal
        opened={editing !== null}
        onClose={close}
        title={t(channel ? 'salesChannel.edit' : 'salesChannel.add')}
      >
        <SalesChannelForm
          key={channel?.id ?? 'new'}
          channel={channel}
          onSubmit={save}
          onCancel={close}
          loading={create.isPending || update.isPending}
        />
      </Modal>
    </Stack>
  );
}
