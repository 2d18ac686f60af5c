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
  const { t } = useTranslation('users');
  const form = useForm<ProfileFormValues>({
    initialValues: profileValuesOf(user),
    validate: (values) => translateErrors(t, validateProfileValues(values)),
  });
  return (
    <ResourceForm
      form={form}
      onSubmit={async (values) => {
        await onSubmit(values);
        // The saved values become the ones "cancel" returns to.
        form.setInitialValues(values);
      }}
      // Nothing to go back to: cancelling puts the saved values back.
      onCancel={() => form.reset()}
      fields={userFormFields}
      fieldOfCode={{ E01003: 'email' }}
      successMessage={successMessage}
      loading={loading}
    >
      <ProfileFields inputProps={form.getInputProps} />
    </ResourceForm>
  );
}
