import { NumberInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  taxClassCreateSchema,
  type TaxClass,
  type TaxClassCreateInput,
} from '@encore/shared/catalogue/tax-class.schema';
import { ResourceForm } from '@/components/resource/resource-form';
import type { RecordFormProps } from '@/components/resource/resource-screens';
import { zodValidate } from '@/lib/form/zod-form';

export interface TaxClassFormValues extends Record<string, unknown> {
  name: string;
  /** Percent as typed (2.1); sent as basis points (210). */
  rate: number | string;
}

export const toTaxClassInput = (v: TaxClassFormValues): TaxClassCreateInput => ({
  name: v.name,
  rateBasisPoints: v.rate === '' ? Number.NaN : Math.round(Number(v.rate) * 100),
});

const fields = ['name', 'rateBasisPoints'] as const;

/** Create and edit a tax class (in a modal): name and rate in %. */
export function TaxClassForm(props: RecordFormProps<TaxClass, TaxClassCreateInput>) {
  const { record: taxClass, onSubmit, onCancel, loading } = props;
  const { t, i18n } = useTranslation('catalogue');
  const validate = zodValidate(taxClassCreateSchema, t);
  const form = useForm<TaxClassFormValues>({
    initialValues: { name: taxClass?.name ?? '', rate: taxClass ? taxClass.rateBasisPoints / 100 : '' },
    validate: (values) => {
      const { rateBasisPoints, ...errors } = validate(toTaxClassInput(values));
      return rateBasisPoints ? { ...errors, rate: rateBasisPoints } : errors;
    },
  });
  return (
    <ResourceForm
      bare
      form={form}
      onSubmit={(values) => onSubmit(toTaxClassInput(values))}
      onCancel={onCancel}
      fields={fields}
      fieldOfCode={{ E00006: 'name' }}
      fieldOfPath={{ rateBasisPoints: 'rate' }}
      loading={loading}
    >
      <TextInput label={t('taxClass.fields.name')} required data-autofocus {...form.getInputProps('name')} />
      {/* No max clamp: 150 % typed stays 150 and is refused under the field, never quietly made 100. */}
      <NumberInput
        label={t('taxClass.fields.rate')}
        required
        min={0}
        clampBehavior="none"
        decimalScale={2}
        rightSection="%"
        rightSectionPointerEvents="none"
        hideControls
        decimalSeparator={i18n.language.startsWith('fr') ? ',' : '.'}
        {...form.getInputProps('rate')}
      />
    </ResourceForm>
  );
}
