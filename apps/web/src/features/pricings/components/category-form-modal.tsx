import { Badge, Button, ColorInput, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  nextCategoryColours,
  pricingCategoryCreateSchema,
  type PricingCategory,
} from '@encore/shared/pricings/pricing.schema';
import { zodValidate } from '@/lib/form/zod-form';
import { notify } from '@/lib/notify';
import { reportPricingError } from '../lib/pricing-errors';

export interface CategoryValues {
  name: string;
  defaultColour: string;
  activeColour: string;
  textColour: string;
}

interface CategoryFormModalProps {
  /** The category edited, or null to add one. */
  category: PricingCategory | null;
  /** The pricing's categories: a new one starts with a colour none of them has. */
  siblings: { defaultColour: string }[];
  opened: boolean;
  onClose: () => void;
  onSubmit: (values: CategoryValues) => Promise<unknown>;
}

const colourFields = ['defaultColour', 'activeColour', 'textColour'] as const;
const fieldOfPath = {
  name: 'name',
  defaultColour: 'defaultColour',
  activeColour: 'activeColour',
  textColour: 'textColour',
};

/** Adds or edits a category: name and its three colours, with a preview of the text on the colour. */
export function CategoryFormModal(props: CategoryFormModalProps) {
  const { category, siblings, opened, onClose, onSubmit } = props;
  const { t } = useTranslation('pricings');
  const form = useForm<CategoryValues>({
    initialValues: category
      ? {
          name: category.name,
          defaultColour: category.defaultColour,
          activeColour: category.activeColour,
          textColour: category.textColour,
        }
      : { name: '', ...nextCategoryColours(siblings) },
    validate: zodValidate(pricingCategoryCreateSchema, t),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit({ ...values, name: values.name.trim() });
      notify('success', t('toasts.saved'));
      onClose();
    } catch (error) {
      reportPricingError(error, t, 'saveCategory', form.setFieldError, fieldOfPath);
    }
  });
  const { defaultColour, textColour, name } = form.values;
  return (
    <Modal opened={opened} onClose={onClose} title={t(category ? 'category.edit' : 'category.add')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('category.name')} required data-autofocus {...form.getInputProps('name')} />
          {colourFields.map((field) => (
            <ColorInput
              key={field}
              label={t(`category.${field}`)}
              format="hex"
              withEyeDropper={false}
              {...form.getInputProps(field)}
            />
          ))}
          <Group gap="xs">
            {t('category.preview')}
            <Badge size="lg" radius="sm" tt="none" style={{ background: defaultColour, color: textColour }}>
              {name.trim() || t('category.name')}
            </Badge>
          </Group>
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
