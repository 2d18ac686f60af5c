import { Anchor } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router';
import { RowActions } from './row-actions';

interface Row {
  id: string;
  createdAt: string;
}

/** The name column of a list: the text links to the record's detail screen. */
export function linkColumn<T extends Row>(
  accessor: keyof T & string,
  title: string,
  to: (row: T) => string,
): DataTableColumn<T> {
  return {
    accessor,
    title,
    sortable: true,
    render: (row) => (
      <Anchor component={Link} to={to(row)} size="sm" fw={500}>
        {String(row[accessor])}
      </Anchor>
    ),
  };
}

/** "Added on", in the user's locale. */
export function createdAtColumn<T extends Row>(t: TFunction, language: string): DataTableColumn<T> {
  return {
    accessor: 'createdAt',
    title: t('list.createdAt'),
    sortable: true,
    render: (row) => new Date(row.createdAt).toLocaleDateString(language),
  };
}

/** Edit and delete per row, for resources edited in place (a modal) rather than on a detail screen. */
export function editDeleteColumn<T extends { id: string }>(
  t: TFunction,
  options: {
    canEdit: boolean;
    canDelete: boolean;
    onEdit: (row: T) => void;
    remove: (id: string) => Promise<unknown>;
    name: (row: T) => string;
  },
): DataTableColumn<T> {
  const { canEdit, canDelete, onEdit, remove, name } = options;
  return {
    accessor: 'actions',
    title: t('list.actions'),
    textAlign: 'right',
    hidden: !canEdit && !canDelete,
    render: (row) => (
      <RowActions
        name={name(row)}
        onEdit={canEdit ? () => onEdit(row) : undefined}
        onDelete={canDelete ? () => remove(row.id) : undefined}
      />
    ),
  };
}
