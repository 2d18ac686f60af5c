import { authMessages } from '@encore/shared/auth/auth.schema';
import type { RoleName } from '@encore/shared/auth/permissions';
import {
  profileSchema,
  userCreateSchema,
  userUpdateSchema,
  type User,
  type UserCreateInput,
  type UserUpdateInput,
} from '@encore/shared/users/user.schema';
import { issuesByPath } from '@/lib/form/zod-form';
import { profileInputOf, profileValuesOf, type ProfileFormValues } from './profile-values';

export type UserFormMode = 'create' | 'edit';

/** The admin's user form: the profile plus role, status, password and pictures. */
export interface UserFormValues extends ProfileFormValues {
  /** A role name, or '' for "no role yet". */
  role: string;
  activated: boolean;
  password: string;
  confirmPassword: string;
  profilePicture: string | null;
  coverPicture: string | null;
}

export function userValuesOf(user?: User | null): UserFormValues {
  return {
    ...profileValuesOf(user),
    role: user?.role?.name ?? '',
    activated: user?.activated ?? false,
    password: '',
    confirmPassword: '',
    profilePicture: user?.profilePicture ?? null,
    coverPicture: user?.coverPicture ?? null,
  };
}

function adminPart(values: UserFormValues) {
  return {
    role: (values.role || null) as RoleName | null,
    activated: values.activated,
    profilePicture: values.profilePicture,
    coverPicture: values.coverPicture,
  };
}

export function userCreateInputOf(values: UserFormValues): UserCreateInput {
  return { ...profileInputOf(values), ...adminPart(values), password: values.password } as UserCreateInput;
}

/** When editing, an empty password means "keep the current one": it is not sent at all. */
export function userUpdateInputOf(values: UserFormValues): UserUpdateInput {
  const input: UserUpdateInput = { ...profileInputOf(values), ...adminPart(values) };
  if (values.password) input.password = values.password;
  return input;
}

/** The password and its confirmation: required on create, optional on edit but checked when given. */
function passwordErrors(values: UserFormValues, mode: UserFormMode): Record<string, string> {
  if (mode === 'edit' && !values.password && !values.confirmPassword) return {};
  if (values.password && !values.confirmPassword) return { confirmPassword: authMessages.confirmRequired };
  if (values.password !== values.confirmPassword) return { confirmPassword: authMessages.passwordMismatch };
  return {};
}

/** Validates the form with the shared schemas the API applies, plus the confirmation. */
export function validateUserValues(values: UserFormValues, mode: UserFormMode): Record<string, string> {
  const result =
    mode === 'create'
      ? userCreateSchema.safeParse(userCreateInputOf(values))
      : userUpdateSchema.safeParse(userUpdateInputOf(values));
  return { ...passwordErrors(values, mode), ...issuesByPath(result) };
}

export function validateProfileValues(values: ProfileFormValues): Record<string, string> {
  return issuesByPath(profileSchema.safeParse(profileInputOf(values)));
}
