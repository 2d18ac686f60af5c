import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { producerCreateSchema, type Producer } from '@encore/shared/catalogue/producer.schema';
import { ResourceForm } from '@/components/resource/resource-form';
import type { RecordFormProps } from '@/components/resource/resource-screens';
import { zodValidate } from '@/lib/form/zod-form';

const addressKeys = ['street', 'complement', 'postalCode', 'city', 'stateProvince', 'country'] as const;
type AddressKey = (typeof addressKeys)[number];

export interface ProducerFormValues extends Record<string, unknown> {
  name: string;
  siret: string;
  responsibleName: string;
  responsibleEmail: string;
  address: Record<AddressKey, string>;
}

const fields = [
  'name',
  'siret',
  'responsibleName',
  'responsibleEmail',
  ...addressKeys.map((k) => `address.${k}`),
];

/** Create and edit a producer: company, SIRET (14 digits + Luhn, checked here too), contact, address. */
export function ProducerForm(props: RecordFormProps<Producer, ProducerFormValues>) {
  const { record: producer, onSubmit, onCancel, loading, readOnly } = props;
  const { t } = useTranslation('catalogue');
  // A reader granted a producer's public fields only (an ARTIST) gets no SIRET, contact or address.
  const personal = !producer || producer.siret !== undefined;
  const address = Object.fromEntries(addressKeys.map((k) => [k, producer?.address?.[k] ?? ''])) as Record<
    AddressKey,
    string
  >;
  const form = useForm<ProducerFormValues>({
    initialValues: {
      name: producer?.name ?? '',
      siret: producer?.siret ?? '',
      responsibleName: producer?.responsibleName ?? '',
      responsibleEmail: producer?.responsibleEmail ?? '',
      address,
    },
    validate: zodValidate(producerCreateSchema, t),
  });
  const input = (path: string) => ({ readOnly, ...form.getInputProps(path) });
  return (
    <ResourceForm
      form={form}
      onSubmit={onSubmit}
      onCancel={onCancel}
      fields={fields}
      fieldOfCode={{ E00006: 'siret' }}
      loading={loading}
      readOnly={readOnly}
    >
      <TextInput label={t('producer.fields.name')} required {...input('name')} />
      {personal && (
        <>
          <TextInput label={t('producer.fields.siret')} required inputMode="numeric" {...input('siret')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('producer.fields.responsibleName')} required {...input('responsibleName')} />
            <TextInput
              label={t('producer.fields.responsibleEmail')}
              type="email"
              required
              {...input('responsibleEmail')}
            />
          </SimpleGrid>
          <Fieldset legend={t('producer.fields.address')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {addressKeys.map((k) => (
                <TextInput key={k} label={t(`address.${k}`)} {...input(`address.${k}`)} />
              ))}
            </SimpleGrid>
          </Fieldset>
        </>
      )}
    </ResourceForm>
  );
}
