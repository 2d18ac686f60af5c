import { Fieldset, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShowCreateInput } from '@encore/shared/shows/show.schema';
import { ResourceForm } from '@/components/resource/resource-form';
import { translateErrors } from '@/lib/form/zod-form';
import { showConflictOf } from '../lib/show-conflict';
import {
  emptyShowValues,
  showFormFields,
  showInputOf,
  showValueIssues,
  type ShowFormValues,
} from '../lib/show-values';
import { ShowDatesProvider } from './show-dates-provider';
import { ShowGeneralFields } from './show-general-fields';
import { ShowPeopleFields } from './show-people-fields';
import { ShowSchedulePicker } from './show-schedule-picker';
import { ShowSellingFields } from './show-selling-fields';

const SectionTitle = ({ children }: { children: string }) => (
  <Title order={2} size="h4" mb="xs">
    {children}
  </Title>
);

interface ShowFormProps {
  initialValues?: ShowFormValues;
  /** Sends the API body; rejects with the ApiError on failure. */
  onSubmit: (input: ShowCreateInput) => Promise<unknown>;
  onCancel: () => void;
  loading?: boolean;
}

/** Add and edit a show: one form in four parts, checked by the shared schema the API applies. */
export function ShowForm({ initialValues, onSubmit, onCancel, loading }: ShowFormProps) {
  const { t, i18n } = useTranslation('shows');
  const form = useForm<ShowFormValues>({
    initialValues: initialValues ?? emptyShowValues(),
    validate: (values) => translateErrors(t, showValueIssues(values)),
  });
  const dateCount = form.values.dates.length;
  // Server details name paths such as 'dates.2.times': every day of the form is a place for them.
  const fields = useMemo(
    () => [
      ...showFormFields,
      ...Array.from({ length: dateCount }, (_, i) => [`dates.${i}.date`, `dates.${i}.times`]).flat(),
    ],
    [dateCount],
  );

  async function submit(values: ShowFormValues) {
    try {
      await onSubmit(showInputOf(values));
    } catch (error) {
      // Everything typed stays; the cause is told next to its field and ResourceForm adds the toast.
      const conflict = showConflictOf(error, t, i18n.language);
      if (conflict) form.setFieldError(conflict.path, conflict.message);
      throw error;
    }
  }

  return (
    <ShowDatesProvider>
      <ResourceForm form={form} onSubmit={submit} onCancel={onCancel} fields={fields} loading={loading}>
        <Fieldset legend={<SectionTitle>{t('sections.general')}</SectionTitle>} variant="unstyled">
          <ShowGeneralFields form={form} />
        </Fieldset>
        <Fieldset legend={<SectionTitle>{t('sections.people')}</SectionTitle>} variant="unstyled">
          <ShowPeopleFields form={form} />
        </Fieldset>
        <Fieldset legend={<SectionTitle>{t('sections.selling')}</SectionTitle>} variant="unstyled">
          <ShowSellingFields form={form} />
        </Fieldset>
        <Fieldset legend={<SectionTitle>{t('sections.schedule')}</SectionTitle>} variant="unstyled">
          <ShowSchedulePicker form={form} />
        </Fieldset>
      </ResourceForm>
    </ShowDatesProvider>
  );
}
