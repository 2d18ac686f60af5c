import { useTranslation } from 'react-i18next';
import type { TaxClass } from '@encore/shared/catalogue/tax-class.schema';
import { ResourceTable } from '@/components/resource/resource-table';
import { RowActions } from '@/components/resource/row-actions';
import { useListParams } from '@/components/resource/use-list-params';
import { useAbility } from '@/lib/ability';
import { useTaxClasses } from '../api/list-tax-classes';
import { useDeleteTaxClass } from '../api/delete-tax-class';

/** The tax classes list: name and rate; edit opens the modal form. */
export function TaxClassesTable({ onEdit }: { onEdit: (taxClass: TaxClass) => void }) {
  const { t, i18n } = useTranslation('catalogue');
  const ability = useAbility();
  const list = useListParams({ columnAccessor: 'name', direction: 'asc' });
  const query = useTaxClasses(list.params);
  const remove = useDeleteTaxClass();
  const canUpdate = ability.can('update', 'TaxClass');
  const canDelete = ability.can('delete', 'TaxClass');
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <ResourceTable<TaxClass>
      label={t('taxClass.plural')}
      list={list}
      query={query}
      columns={[
        { accessor: 'name', title: t('taxClass.fields.name'), sortable: true },
        {
          accessor: 'rateBasisPoints',
          title: t('taxClass.fields.rate'),
          sortable: true,
          textAlign: 'right',
          render: (c) => percent.format(c.rateBasisPoints / 10_000),
        },
        {
          accessor: 'actions',
          title: t('list.actions'),
          textAlign: 'right',
          hidden: !canUpdate && !canDelete,
          render: (c) => (
            <RowActions
              name={c.name}
              onEdit={canUpdate ? () => onEdit(c) : undefined}
              onDelete={canDelete ? () => remove.mutateAsync(c.id) : undefined}
            />
          ),
        },
      ]}
    />
  );
}
