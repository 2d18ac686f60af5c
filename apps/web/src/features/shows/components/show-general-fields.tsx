import {
  Input,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { showStatuses, type ShowStatus } from '@encore/shared/shows/show.schema';
import { ImageUploadField } from '@/components/resource/image-upload-field';
import { useCategoryOptions } from '../api/list-category-options';
import type { ShowFormValues } from '../lib/show-values';

/** What the show is: names, texts, categories, duration, poster and whether it is on sale. */
export function ShowGeneralFields({ form }: { form: UseFormReturnType<ShowFormValues> }) {
  const { t } = useTranslation('shows');
  const categories = useCategoryOptions();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('fields.name')} withAsterisk {...form.getInputProps('name')} />
        <TextInput label={t('fields.subtitle')} {...form.getInputProps('subtitle')} />
      </SimpleGrid>
      <Textarea label={t('fields.description')} autosize minRows={3} {...form.getInputProps('description')} />
      <Textarea
        label={t('fields.subDescription')}
        autosize
        minRows={2}
        {...form.getInputProps('subDescription')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <MultiSelect
          label={t('fields.categories')}
          data={categories.data ?? []}
          searchable
          clearable
          nothingFoundMessage={t('fields.noResult')}
          {...form.getInputProps('categoryIds')}
        />
        <NumberInput
          label={t('fields.duration')}
          withAsterisk
          min={1}
          max={1440}
          step={5}
          allowDecimal={false}
          {...form.getInputProps('durationMinutes')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ImageUploadField
          label={t('fields.poster')}
          value={form.values.poster}
          onChange={(id) => form.setFieldValue('poster', id)}
          error={form.errors.poster}
        />
        <Input.Wrapper label={t('fields.status')} id="show-status">
          <Stack gap={4} mt={4}>
            {/* Archiving takes the show out of sale; events, orders and tickets stay as they are. */}
            <SegmentedControl
              aria-labelledby="show-status-label"
              data={showStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              value={form.values.status}
              onChange={(v) => form.setFieldValue('status', v as ShowStatus)}
              w="fit-content"
            />
            {form.values.status === 'archived' && (
              <Text size="xs" c="dimmed">
                {t('fields.archivedHint')}
              </Text>
            )}
          </Stack>
        </Input.Wrapper>
      </SimpleGrid>
    </Stack>
  );
}
