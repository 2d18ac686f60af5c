import { modalCrudList } from '@/components/resource/modal-crud-list';
import { taxClasses } from '@/features/tax-classes/api/tax-class-queries';
import { TaxClassForm } from '@/features/tax-classes/components/tax-class-form';
import { TaxClassesTable } from '@/features/tax-classes/components/tax-classes-table';

/** Tax classes are edited in place: one list screen with its modal form. */
export const screens = {
  list: modalCrudList({ queries: taxClasses, Form: TaxClassForm, Table: TaxClassesTable }),
};
