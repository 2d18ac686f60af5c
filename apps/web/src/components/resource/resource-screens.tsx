import { Group, Stack, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ResourceDefinition } from '@encore/shared/resources/define-resource';
import { useAbility } from '@/lib/ability';
import { DeleteButton } from './delete-button';
import { DetailState } from './detail-state';
import { PageHeader } from './page-header';

/** What every create-and-edit form of a resource takes (one form for both, architecture.md). */
export interface RecordFormProps<T, V> {
  record?: T;
  onSubmit: (values: V) => Promise<unknown>;
  onCancel: () => void;
  loading?: boolean;
  readOnly?: boolean;
}

interface Row {
  id: string;
  updatedAt: string;
}

/** The part of resourceQueries(...) the screens use. */
interface ScreenQueries<T, C, U> {
  resource: ResourceDefinition;
  useOne(id: string): UseQueryResult<T>;
  useCreate(): UseMutationResult<T, Error, C>;
  useUpdate(id: string): UseMutationResult<T, Error, U>;
  useRemove(): UseMutationResult<unknown, Error, string>;
}

/** A resource's texts: its namespace, under its key prefix ('catalogue', 'artist' -> t('plural')). */
export function useResourceText(resource: ResourceDefinition) {
  return useTranslation(resource.i18n.namespace, { keyPrefix: resource.i18n.key }).t;
}

/**
 * The list, add and detail screens of a declared resource, from its queries, its one form and its
 * table: paths, titles, permissions, navigation after a save or a delete all follow the declaration.
 */
export function resourceScreens<T extends Row, C, U>(options: {
  queries: ScreenQueries<T, C, U>;
  /** Its values are what both create and update accept. */
  Form: ComponentType<RecordFormProps<T, C & U>>;
  Table: ComponentType;
  /** The detail screen's heading and the delete dialog's name; `name` by default. */
  title?: (record: T) => string;
}) {
  const { queries, Form, Table } = options;
  const { resource } = queries;
  const base = resource.routeBase;
  const titleOf = options.title ?? ((record: T) => String((record as { name?: unknown }).name ?? ''));

  function List() {
    const t = useResourceText(resource);
    return (
      <Stack>
        <PageHeader title={t('plural')} subject={resource.subject} addTo={`${base}/add`} />
        <Table />
      </Stack>
    );
  }

  function Add() {
    const t = useResourceText(resource);
    const navigate = useNavigate();
    const create = queries.useCreate();
    return (
      <Stack maw={720}>
        <Title order={1}>{t('add')}</Title>
        <Form
          loading={create.isPending}
          onCancel={() => void navigate(`${base}/all`)}
          onSubmit={async (values) => {
            const record = await create.mutateAsync(values);
            void navigate(`${base}/${record.id}`, { replace: true });
          }}
        />
      </Stack>
    );
  }

  function Detail() {
    const id = useParams()[resource.param] ?? '';
    const navigate = useNavigate();
    const ability = useAbility();
    const query = queries.useOne(id);
    const update = queries.useUpdate(id);
    const remove = queries.useRemove();
    const back = () => void navigate(`${base}/all`);
    if (!query.data) return <DetailState isError={query.isError} error={query.error} />;
    const record = query.data;
    const title = titleOf(record);
    return (
      <Stack maw={720}>
        <Group justify="space-between">
          <Title order={1}>{title}</Title>
          {ability.can('delete', resource.subject) && (
            <DeleteButton name={title} onDelete={() => remove.mutateAsync(id)} onDeleted={back} />
          )}
        </Group>
        <Form
          key={record.updatedAt}
          record={record}
          readOnly={!ability.can('update', resource.subject)}
          loading={update.isPending}
          onCancel={back}
          onSubmit={(values) => update.mutateAsync(values)}
        />
      </Stack>
    );
  }

  return { list: List, add: Add, detail: Detail };
}
