import { PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { User } from '@encore/shared/users/user.schema';
import { ResourceForm } from '@/components/resource/resource-form';
import { translateErrors } from '@/lib/form/zod-form';
import { profileValuesOf, type ProfileFormValues } from '../lib/profile-values';
import { validateProfileValues } from '../lib/user-values';
import { ProfileFields } from './profile-fields';
import { userFormFields } from './user-form';

interface ProfileFormProps {
  user: User;
  onSubmit: (values: ProfileFormValues) => Promise<unknown>;
  loading?: boolean;
  successMessage: string;
}

/** One's own profile (My account): the profile fields only, never role or status. */
export function ProfileForm({ user, onSubmit, loading, successMessage }: ProfileFormProps) {
  const { t } = useTranslation(['users', 'account']);
  const form = useForm<ProfileFormValues>({
    initialValues: { ...profileValuesOf(user), currentPassword: '' },
    validate: (values) => translateErrors(t, validateProfileValues(values)),
  });
  // A new e-mail needs the current password (the API refuses it otherwise): a stolen session alone
  // must not be able to take the account over.
  const emailChanged = form.values.email.trim().toLowerCase() !== form.getInitialValues().email.toLowerCase();
  return (
    <ResourceForm
      form={form}
      onSubmit={async (values) => {
        await onSubmit(values);
        // The saved values become the ones "cancel" returns to; the password is never kept.
        form.setInitialValues({ ...values, currentPassword: '' });
        form.setFieldValue('currentPassword', '');
      }}
      // Nothing to go back to: cancelling puts the saved values back.
      onCancel={() => form.reset()}
      fields={[...userFormFields, 'currentPassword']}
      fieldOfCode={{ E01003: 'email' }}
      successMessage={successMessage}
      loading={loading}
    >
      <ProfileFields inputProps={form.getInputProps} />
      {emailChanged && (
        <PasswordInput
          label={t('account:password.current')}
          description={t('account:emailChange.needsPassword')}
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
      )}
    </ResourceForm>
  );
}
