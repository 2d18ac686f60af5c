import { Anchor } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router';
import { DeleteButton } from './delete-button';

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

/** A delete button per row with its confirmation; hidden when the user may not delete. */
export function deleteColumn<T extends Row>(
  t: TFunction,
  options: { allowed: boolean; name: (row: T) => string; remove: (id: string) => Promise<unknown> },
): DataTableColumn<T> {
  return {
    accessor: 'actions',
    title: t('list.actions'),
    textAlign: 'right',
    hidden: !options.allowed,
    render: (row) => (
      <DeleteButton compact name={options.name(row)} onDelete={() => options.remove(row.id)} />
    ),
  };
}
