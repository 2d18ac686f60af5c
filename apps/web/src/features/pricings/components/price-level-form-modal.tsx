import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { TaxClass } from '@encore/shared/catalogue/tax-class.schema';
import {
  pricingMessages,
  type PriceLevel,
  type PriceLevelCreateInput,
  type PricingCategory,
} from '@encore/shared/pricings/pricing.schema';
import { localeOf } from '@/lib/i18n';
import { translateMessage } from '@/lib/form/zod-form';
import { notify } from '@/lib/notify';
import { centsToPriceText, priceTextToCents, quotaTextToValue } from '../lib/price-input';
import { reportPricingError } from '../lib/pricing-errors';
import { VatPreview } from './vat-preview';

interface PriceLevelFormModalProps {
  level: PriceLevel | null;
  categoryId: string;
  categories: PricingCategory[];
  taxClasses: TaxClass[];
  opened: boolean;
  onClose: () => void;
  onSubmit: (input: PriceLevelCreateInput) => Promise<unknown>;
}

interface Values {
  categoryId: string;
  name: string;
  description: string;
  taxClassId: string;
  price: string;
  quota: string;
}

const fieldOfPath = {
  categoryId: 'categoryId',
  name: 'name',
  description: 'description',
  taxClassId: 'taxClassId',
  priceCents: 'price',
  quota: 'quota',
};

/** Adds or edits a price level; the VAT included in the price is shown as the price is typed. */
export function PriceLevelFormModal(props: PriceLevelFormModalProps) {
  const { level, categories, taxClasses, opened, onClose, onSubmit } = props;
  const { t, i18n } = useTranslation('pricings');
  const locale = localeOf(i18n.language);
  const msg = (key: string) => translateMessage(t, key);
  const form = useForm<Values>({
    initialValues: {
      categoryId: level?.categoryId ?? props.categoryId,
      name: level?.name ?? '',
      description: level?.description ?? '',
      taxClassId: level?.taxClassId ?? '',
      price: level ? centsToPriceText(level.priceCents, locale) : '',
      quota: level?.quota ? String(level.quota) : '',
    },
    validate: {
      name: (v) => (v.trim() ? null : msg(pricingMessages.priceLevelNameRequired)),
      taxClassId: (v) => (v ? null : msg(pricingMessages.taxRequired)),
      price: (v) => (priceTextToCents(v) === null ? msg(pricingMessages.priceInvalid) : null),
      quota: (v) => (quotaTextToValue(v) === 'invalid' ? msg(pricingMessages.quotaInvalid) : null),
    },
  });
  const submit = form.onSubmit(async (v) => {
    try {
      await onSubmit({
        categoryId: v.categoryId,
        name: v.name.trim(),
        description: v.description.trim() || null,
        taxClassId: v.taxClassId,
        priceCents: priceTextToCents(v.price)!,
        quota: quotaTextToValue(v.quota) as number | null,
      });
      notify('success', t('toasts.saved'));
      onClose();
    } catch (error) {
      reportPricingError(error, t, 'savePriceLevel', form.setFieldError, fieldOfPath);
    }
  });
  const tax = taxClasses.find((c) => c.id === form.values.taxClassId);
  return (
    <Modal opened={opened} onClose={onClose} title={t(level ? 'level.edit' : 'level.add')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Select
            label={t('level.category')}
            required
            allowDeselect={false}
            data={categories.map((c) => ({ value: c.id, label: c.name }))}
            {...form.getInputProps('categoryId')}
          />
          <TextInput label={t('level.name')} required data-autofocus {...form.getInputProps('name')} />
          <Textarea
            label={t('level.description')}
            autosize
            minRows={2}
            {...form.getInputProps('description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('level.taxClass')}
              required
              data={taxClasses.map((c) => ({ value: c.id, label: c.name }))}
              {...form.getInputProps('taxClassId')}
            />
            <TextInput
              label={t('level.price')}
              description={t('level.priceHint')}
              required
              inputMode="decimal"
              rightSection="€"
              {...form.getInputProps('price')}
            />
          </SimpleGrid>
          <VatPreview priceCents={priceTextToCents(form.values.price)} tax={tax} locale={locale} />
          <TextInput
            label={t('level.quota')}
            description={t('level.quotaHint')}
            inputMode="numeric"
            placeholder={t('level.unlimited')}
            {...form.getInputProps('quota')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
