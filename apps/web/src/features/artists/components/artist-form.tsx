import { Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { artistCreateSchema, type Artist } from '@encore/shared/catalogue/artist.schema';
import { ImageUploadField } from '@/components/resource/image-upload-field';
import { ResourceForm } from '@/components/resource/resource-form';
import type { RecordFormProps } from '@/components/resource/resource-screens';
import { zodValidate } from '@/lib/form/zod-form';

export interface ArtistFormValues extends Record<string, unknown> {
  firstName: string;
  lastName: string;
  stageName: string;
  bio: string;
  photo: string | null;
}

const fields = ['firstName', 'lastName', 'stageName', 'bio', 'photo'] as const;

/** Create and edit an artist: names, bio and photo. */
export function ArtistForm(props: RecordFormProps<Artist, ArtistFormValues>) {
  const { record: artist, onSubmit, onCancel, loading, readOnly } = props;
  const { t } = useTranslation('catalogue');
  const form = useForm<ArtistFormValues>({
    initialValues: {
      firstName: artist?.firstName ?? '',
      lastName: artist?.lastName ?? '',
      stageName: artist?.stageName ?? '',
      bio: artist?.bio ?? '',
      photo: artist?.photo ?? null,
    },
    validate: zodValidate(artistCreateSchema, t),
  });
  return (
    <ResourceForm
      form={form}
      onSubmit={onSubmit}
      onCancel={onCancel}
      fields={fields}
      loading={loading}
      readOnly={readOnly}
    >
      <TextInput
        label={t('artist.fields.firstName')}
        readOnly={readOnly}
        {...form.getInputProps('firstName')}
      />
      <TextInput
        label={t('artist.fields.lastName')}
        readOnly={readOnly}
        {...form.getInputProps('lastName')}
      />
      <TextInput
        label={t('artist.fields.stageName')}
        readOnly={readOnly}
        {...form.getInputProps('stageName')}
      />
      <Textarea
        label={t('artist.fields.bio')}
        autosize
        minRows={3}
        readOnly={readOnly}
        {...form.getInputProps('bio')}
      />
      <ImageUploadField
        label={t('artist.fields.photo')}
        value={form.values.photo}
        onChange={(id) => form.setFieldValue('photo', id)}
        error={form.errors.photo}
        disabled={readOnly}
      />
    </ResourceForm>
  );
}
