import { Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaxClass, TaxClassCreateInput } from '@encore/shared/catalogue/tax-class.schema';
import { PageHeader } from '@/components/resource/page-header';
import { TaxClassForm } from '@/features/tax-classes/components/tax-class-form';
import { TaxClassesTable } from '@/features/tax-classes/components/tax-classes-table';
import { useCreateTaxClass } from '@/features/tax-classes/api/create-tax-class';
import { useUpdateTaxClass } from '@/features/tax-classes/api/update-tax-class';

export function Component() {
  const { t } = useTranslation('catalogue');
  const [editing, setEditing] = useState<TaxClass | 'new' | null>(null);
  const create = useCreateTaxClass();
  const update = useUpdateTaxClass(editing && editing !== 'new' ? editing.id : '');
  const channel = editing && editing !== 'new' ? editing : undefined;
  const close = () => setEditing(null);
  const save = async (input: TaxClassCreateInput) => {
    await (channel ? update.mutateAsync(input) : create.mutateAsync(input));
    close();
  };
  return (
    <Stack>
      <PageHeader title={t('taxClass.plural')} subject="TaxClass" onAdd={() => setEditing('new')} />
      <TaxClassesTable onEdit={setEditing} />
      <Modal opened={editing !== null} onClose={close} title={t(channel ? 'taxClass.edit' : 'taxClass.add')}>
        <TaxClassForm
          key={channel?.id ?? 'new'}
          taxClass={channel}
          onSubmit={save}
          onCancel={close}
          loading={create.isPending || update.isPending}
        />
      </Modal>
    </Stack>
  );
}
