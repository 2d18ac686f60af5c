import { useTranslation } from 'react-i18next';
import type { TaxClass } from '@encore/shared/catalogue/tax-class.schema';
import { ResourceListTable } from '@/components/resource/resource-list-table';
import { taxClasses } from '../api/tax-class-queries';

/** The tax classes list: name and rate; edit opens the modal form. */
export function TaxClassesTable({ onEdit }: { onEdit: (taxClass: TaxClass) => void }) {
  const { t, i18n } = useTranslation('catalogue');
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <ResourceListTable<TaxClass>
      queries={taxClasses}
      onEdit={onEdit}
      name={(c) => c.name}
      columns={[
        { accessor: 'name', title: t('taxClass.fields.name'), sortable: true },
        {
          accessor: 'rateBasisPoints',
          title: t('taxClass.fields.rate'),
          sortable: true,
          textAlign: 'right',
          render: (c) => percent.format(c.rateBasisPoints / 10_000),
        },
      ]}
    />
  );
}
