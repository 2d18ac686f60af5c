import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ListResponse } from '@encore/shared/common/list.schema';
import type { ResourceDefinition } from '@encore/shared/resources/define-resource';
import { useAbility } from '@/lib/ability';
import { editDeleteColumn } from './columns';
import type { ListFilters, ListParams } from './resource-api';
import { ResourceTable, type ResourceColumn } from './resource-table';
import { useResourceText } from './resource-screens';
import { useListParams, type SortState } from './use-list-params';

/** The part of resourceQueries(...) a list uses. */
interface ListQueries<T> {
  resource: ResourceDefinition;
  initialSort: SortState;
  useList(params: ListParams, filters?: ListFilters): UseQueryResult<ListResponse<T>>;
  useRemove(): UseMutationResult<unknown, Error, string>;
}

interface ResourceListTableProps<T> {
  queries: ListQueries<T>;
  /** The entity's own columns; the actions column is added here. */
  columns: ResourceColumn<T>[];
  /** Edit opens the record's detail screen, or this (resources edited in a modal). */
  onEdit?: (row: T) => void;
  /** The row's name in the delete dialog and the buttons' accessible names. */
  name: (row: T) => string;
}

/**
 * A declared resource's server-paged list: its sort, its query, and the per-row actions allowed: every
 * list offers the same Edit (its detail screen, or its modal) and Delete, each only to who may.
 */
export function ResourceListTable<T extends { id: string; createdAt: string }>({
  queries,
  columns,
  onEdit,
  name,
}: ResourceListTableProps<T>) {
  const catalogue = useTranslation('catalogue').t;
  const t = useResourceText(queries.resource);
  const ability = useAbility();
  const navigate = useNavigate();
  const list = useListParams(queries.initialSort);
  const query = queries.useList(list.params);
  const remove = queries.useRemove();
  const { subject, routeBase } = queries.resource;
  const actions = editDeleteColumn<T>(catalogue, {
    canEdit: ability.can('update', subject),
    canDelete: ability.can('delete', subject),
    onEdit: onEdit ?? ((row) => void navigate(`${routeBase}/${row.id}`)),
    remove: remove.mutateAsync,
    name,
  });
  return <ResourceTable<T> label={t('plural')} list={list} query={query} columns={[...columns, actions]} />;
}
