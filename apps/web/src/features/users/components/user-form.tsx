import { Fieldset, NativeSelect, SimpleGrid, Switch } from '@mantine/core';
import { subject } from '@casl/ability';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { roleNames } from '@encore/shared/auth/permissions';
import type { User } from '@encore/shared/users/user.schema';
import { PasswordField } from '@/components/form/password-field';
import { ImageUploadField } from '@/components/resource/image-upload-field';
import { ResourceForm } from '@/components/resource/resource-form';
import { useAbility } from '@/lib/ability';
import { translateErrors } from '@/lib/form/zod-form';
import { addressKeys } from '../lib/profile-values';
import { userValuesOf, validateUserValues, type UserFormValues } from '../lib/user-values';
import { ProfileFields } from './profile-fields';
import { linkOfRole, UserLinkField } from './user-link-field';

/** Paths a server error may be shown under. */
export const userFormFields = [
  'firstName',
  'lastName',
  'email',
  'dateOfBirth',
  'gender',
  'phone',
  'altPhone',
  ...addressKeys.map((k) => `address.${k}`),
  'latitude',
  'longitude',
  'zoomLevel',
  'role',
  'producerId',
  'artistId',
  'activated',
  'password',
  'profilePicture',
  'coverPicture',
];

interface UserFormProps {
  user?: User;
  onSubmit: (values: UserFormValues) => Promise<unknown>;
  onCancel: () => void;
  loading?: boolean;
  readOnly?: boolean;
}

/** Create and edit a user: access (role, activation, password), profile, address, location, pictures. */
export function UserForm({ user, onSubmit, onCancel, loading, readOnly }: UserFormProps) {
  const { t } = useTranslation('users');
  const ability = useAbility();
  const mode = user ? 'edit' : 'create';
  const form = useForm<UserFormValues>({
    initialValues: userValuesOf(user),
    validate: (values) => translateErrors(t, validateUserValues(values, mode)),
  });
  // Only whoever may change a SUPER_ADMIN may make someone one (the API checks it the same way).
  const canGrantSuperAdmin = ability.can('update', subject('User', { roleName: 'SUPER_ADMIN' }));
  const input = (path: string) => ({ readOnly, ...form.getInputProps(path) });
  const link = linkOfRole(form.values.role);
  const linkKey = link === 'producer' ? 'producerId' : 'artistId';
  return (
    <ResourceForm
      form={form}
      onSubmit={onSubmit}
      onCancel={onCancel}
      fields={userFormFields}
      fieldOfCode={{ E01003: 'email' }}
      loading={loading}
      readOnly={readOnly}
    >
      <Fieldset legend={t('sections.access')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('fields.role')}
            description={t('hints.role')}
            data={[
              { value: '', label: t('role.none') },
              ...roleNames.map((r) => ({
                value: r,
                label: t(`common:roles.${r}`),
                disabled: r === 'SUPER_ADMIN' && !canGrantSuperAdmin,
              })),
            ]}
            {...input('role')}
            disabled={readOnly}
          />
          {link && (
            <UserLinkField
              kind={link}
              value={form.values[linkKey]}
              onChange={(id) => form.setFieldValue(linkKey, id)}
              error={form.errors[linkKey] as string | undefined}
              readOnly={readOnly}
            />
          )}
          <Switch
            mt={{ sm: 'xl' }}
            label={t('fields.activated')}
            description={t('hints.activated')}
            disabled={readOnly}
            {...form.getInputProps('activated', { type: 'checkbox' })}
          />
          <PasswordField
            label={t('fields.password')}
            description={mode === 'edit' ? t('hints.passwordKeep') : t('hints.password')}
            required={mode === 'create'}
            autoComplete="new-password"
            {...input('password')}
          />
          <PasswordField
            label={t('fields.confirmPassword')}
            description={t('hints.confirmPassword')}
            required={mode === 'create'}
            autoComplete="new-password"
            {...input('confirmPassword')}
          />
        </SimpleGrid>
      </Fieldset>
      <ProfileFields inputProps={form.getInputProps} readOnly={readOnly} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ImageUploadField
          label={t('fields.profilePicture')}
          value={form.values.profilePicture}
          onChange={(id) => form.setFieldValue('profilePicture', id)}
          error={form.errors.profilePicture}
          disabled={readOnly}
        />
        <ImageUploadField
          label={t('fields.coverPicture')}
          value={form.values.coverPicture}
          onChange={(id) => form.setFieldValue('coverPicture', id)}
          error={form.errors.coverPicture}
          disabled={readOnly}
        />
      </SimpleGrid>
    </ResourceForm>
  );
}
