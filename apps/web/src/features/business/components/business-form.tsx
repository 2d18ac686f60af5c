import { Fieldset, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { businessUpdateSchema, type Business } from '@encore/shared/business/business.schema';
import { ResourceForm } from '@/components/resource/resource-form';
import { zodValidate } from '@/lib/form/zod-form';
import { useUpdateBusiness } from '../api/update-business';

const addressKeys = ['street', 'complement', 'postalCode', 'city', 'country'] as const;
type AddressKey = (typeof addressKeys)[number];
const requiredAddress: readonly AddressKey[] = ['street', 'postalCode', 'city'];

interface BusinessFormValues extends Record<string, unknown> {
  legalName: string;
  siret: string;
  vatNumber: string;
  licenceNumber: string;
  address: Record<AddressKey, string>;
}

const fields = [
  'legalName',
  'siret',
  'vatNumber',
  'licenceNumber',
  ...addressKeys.map((k) => `address.${k}`),
];

const valuesOf = (business: Business): BusinessFormValues => ({
  legalName: business.legalName ?? '',
  siret: business.siret ?? '',
  vatNumber: business.vatNumber ?? '',
  licenceNumber: business.licenceNumber ?? '',
  address: Object.fromEntries(addressKeys.map((k) => [k, business.address[k] ?? ''])) as Record<
    AddressKey,
    string
  >,
});

/** The business's legal mentions: what tickets and receipts print, checked here as the API checks them. */
export function BusinessForm({ business }: { business: Business }) {
  const { t } = useTranslation('business');
  const update = useUpdateBusiness();
  const form = useForm<BusinessFormValues>({
    initialValues: valuesOf(business),
    validate: zodValidate(businessUpdateSchema, t),
  });
  const input = (path: string) => form.getInputProps(path);
  return (
    <ResourceForm
      form={form}
      fields={fields}
      successMessage={t('saved')}
      loading={update.isPending}
      onCancel={() => form.reset()}
      onSubmit={async (values) => {
        const saved = await update.mutateAsync(values);
        form.setValues(valuesOf(saved));
        form.resetDirty(valuesOf(saved));
      }}
    >
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <TextInput label={t('fields.legalName')} required autoComplete="organization" {...input('legalName')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('fields.siret')}
          description={t('hints.siret')}
          required
          inputMode="numeric"
          {...input('siret')}
        />
        <TextInput
          label={t('fields.vatNumber')}
          description={t('hints.vatNumber')}
          required
          {...input('vatNumber')}
        />
      </SimpleGrid>
      <TextInput
        label={t('fields.licenceNumber')}
        description={t('hints.licenceNumber')}
        {...input('licenceNumber')}
      />
      <Fieldset legend={t('fields.address')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {addressKeys.map((k) => (
            <TextInput
              key={k}
              label={t(`address.${k}`)}
              required={requiredAddress.includes(k)}
              {...input(`address.${k}`)}
            />
          ))}
        </SimpleGrid>
      </Fieldset>
    </ResourceForm>
  );
}
