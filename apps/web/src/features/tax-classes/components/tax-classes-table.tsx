import { useTranslation } from 'react-i18next';
import type { TaxClass } from '@encore/shared/catalogue/tax-class.schema';
import { ResourceTable } from '@/components/resource/resource-table';
import { useListParams } from '@/components/resource/use-list-params';
import { useAbility } from '@/lib/ability';
import { useTaxClasses } from '../api/list-tax-classes';
import { useDeleteTaxClass } from '../api/delete-tax-class';
import { editDeleteColumn } from '@/components/resource/columns';

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
        editDeleteColumn<TaxClass>(t, { canEdit: canUpdate, canDelete, onEdit, remove: remove.mutateAsync }),
      ]}
    />
  );
}
