import { Checkbox, NumberInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  salesChannelCreateSchema,
  type SalesChannel,
  type SalesChannelCreateInput,
} from '@encore/shared/catalogue/sales-channel.schema';
import { ResourceForm } from '@/components/resource/resource-form';
import type { RecordFormProps } from '@/components/resource/resource-screens';
import { zodValidate } from '@/lib/form/zod-form';

export interface SalesChannelFormValues extends Record<string, unknown> {
  name: string;
  code: string;
  /** Euros as typed (2 decimals); sent as integer cents. */
  fee: number | string;
  needsApproval: boolean;
}

export const toSalesChannelInput = (v: SalesChannelFormValues): SalesChannelCreateInput => ({
  name: v.name,
  code: v.code,
  feeCents: Math.round(Number(v.fee || 0) * 100),
  needsApproval: v.needsApproval,
});

const fields = ['name', 'code', 'feeCents', 'needsApproval'] as const;

/** Create and edit a sales channel (in a modal): name, code, per-ticket fee, approval. */
export function SalesChannelForm(props: RecordFormProps<SalesChannel, SalesChannelCreateInput>) {
  const { record: channel, onSubmit, onCancel, loading } = props;
  const { t, i18n } = useTranslation('catalogue');
  const validate = zodValidate(salesChannelCreateSchema, t);
  const form = useForm<SalesChannelFormValues>({
    initialValues: {
      name: channel?.name ?? '',
      code: channel?.code ?? '',
      fee: channel ? channel.feeCents / 100 : 0,
      needsApproval: channel?.needsApproval ?? false,
    },
    validate: (values) => {
      const { feeCents, ...errors } = validate(toSalesChannelInput(values));
      return feeCents ? { ...errors, fee: feeCents } : errors;
    },
  });
  return (
    <ResourceForm
      bare
      form={form}
      onSubmit={(values) => onSubmit(toSalesChannelInput(values))}
      onCancel={onCancel}
      fields={fields}
      fieldOfCode={{ E00006: 'code' }}
      fieldOfPath={{ feeCents: 'fee' }}
      loading={loading}
    >
      <TextInput
        label={t('salesChannel.fields.name')}
        required
        data-autofocus
        {...form.getInputProps('name')}
      />
      <TextInput label={t('salesChannel.fields.code')} required {...form.getInputProps('code')} />
      <NumberInput
        label={t('salesChannel.fields.fee')}
        min={0}
        decimalScale={2}
        fixedDecimalScale
        step={0.5}
        suffix=" €"
        decimalSeparator={i18n.language.startsWith('fr') ? ',' : '.'}
        {...form.getInputProps('fee')}
      />
      <Checkbox
        label={t('salesChannel.fields.needsApproval')}
        {...form.getInputProps('needsApproval', { type: 'checkbox' })}
      />
    </ResourceForm>
  );
}
