import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { showCategoryCreateSchema, type ShowCategory } from '@encore/shared/catalogue/show-category.schema';
import { ResourceForm } from '@/components/resource/resource-form';
import type { RecordFormProps } from '@/components/resource/resource-screens';
import { zodValidate } from '@/lib/form/zod-form';

export interface ShowCategoryFormValues extends Record<string, unknown> {
  label: string;
  reference: string;
}

const fields = ['label', 'reference'] as const;

/** Create and edit a show category; a duplicate (E00006) is shown under the reference. */
export function ShowCategoryForm(props: RecordFormProps<ShowCategory, ShowCategoryFormValues>) {
  const { record: category, onSubmit, onCancel, loading, readOnly } = props;
  const { t } = useTranslation('catalogue');
  const form = useForm<ShowCategoryFormValues>({
    initialValues: { label: category?.label ?? '', reference: category?.reference ?? '' },
    validate: zodValidate(showCategoryCreateSchema, t),
  });
  return (
    <ResourceForm
      form={form}
      onSubmit={onSubmit}
      onCancel={onCancel}
      fields={fields}
      fieldOfCode={{ E00006: 'reference' }}
      loading={loading}
      readOnly={readOnly}
    >
      <TextInput
        label={t('showCategory.fields.label')}
        required
        readOnly={readOnly}
        {...form.getInputProps('label')}
      />
      <TextInput
        label={t('showCategory.fields.reference')}
        required
        readOnly={readOnly}
        {...form.getInputProps('reference')}
      />
    </ResourceForm>
  );
}
