import { Modal, Stack } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import type { ResourceDefinition } from '@encore/shared/resources/define-resource';
import { PageHeader } from './page-header';
import { useResourceText, type RecordFormProps } from './resource-screens';

/** The part of resourceQueries(...) a modal-edited list uses. */
interface ModalQueries<T, C, U> {
  resource: ResourceDefinition;
  useCreate(): UseMutationResult<T, Error, C>;
  useUpdate(id: string): UseMutationResult<T, Error, U>;
}

/**
 * The one screen of a small resource edited in place (sales channels, tax classes): its list, with
 * "Add" and each row's "Edit" opening the resource's form in a modal.
 */
export function modalCrudList<T extends { id: string }, C, U>(options: {
  queries: ModalQueries<T, C, U>;
  Form: ComponentType<RecordFormProps<T, C & U>>;
  Table: ComponentType<{ onEdit: (row: T) => void }>;
}) {
  const { queries, Form, Table } = options;
  const { resource } = queries;
  return function ModalCrudList() {
    const t = useResourceText(resource);
    const [editing, setEditing] = useState<T | 'new' | null>(null);
    const record = editing && editing !== 'new' ? editing : undefined;
    const create = queries.useCreate();
    const update = queries.useUpdate(record?.id ?? '');
    const close = () => setEditing(null);
    const save = async (values: C & U) => {
      await (record ? update.mutateAsync(values) : create.mutateAsync(values));
      close();
    };
    return (
      <Stack>
        <PageHeader title={t('plural')} subject={resource.subject} onAdd={() => setEditing('new')} />
        <Table onEdit={setEditing} />
        <Modal opened={editing !== null} onClose={close} title={t(record ? 'edit' : 'add')}>
          <Form
            key={record?.id ?? 'new'}
            record={record}
            onSubmit={save}
            onCancel={close}
            loading={create.isPending || update.isPending}
          />
        </Modal>
      </Stack>
    );
  };
}
