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
import { messageKeys } from '@encore/shared/validation/message-key';
import { issuesByPath } from '@/lib/form/zod-form';
import { profileInputOf, profileValuesOf, type ProfileFormValues } from './profile-values';

export type UserFormMode = 'create' | 'edit';

const userMessages = messageKeys('users');

/** The admin's user form: the profile plus role, status, password and pictures. */
export interface UserFormValues extends ProfileFormValues {
  /** A role name, or '' for "no role yet". */
  role: string;
  activated: boolean;
  password: string;
  confirmPassword: string;
  profilePicture: string | null;
  coverPicture: string | null;
  /** The producer of a PRODUCER account, the artist of an ARTIST one. */
  producerId: string | null;
  artistId: string | null;
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
    producerId: user?.producerId ?? null,
    artistId: user?.artistId ?? null,
  };
}

/** The link the role uses; the other is cleared, so a former producer's account keeps no stale link. */
export const linksOf = (values: Pick<UserFormValues, 'role' | 'producerId' | 'artistId'>) => ({
  producerId: values.role === 'PRODUCER' ? values.producerId : null,
  artistId: values.role === 'ARTIST' ? values.artistId : null,
});

function adminPart(values: UserFormValues) {
  return {
    role: (values.role || null) as RoleName | null,
    ...linksOf(values),
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

/** A PRODUCER or ARTIST account needs its link (the API refuses it without). */
export function linkErrors(values: Pick<UserFormValues, 'role' | 'producerId' | 'artistId'>) {
  const errors: Record<string, string> = {};
  if (values.role === 'PRODUCER' && !values.producerId) errors.producerId = userMessages.producerRequired;
  if (values.role === 'ARTIST' && !values.artistId) errors.artistId = userMessages.artistRequired;
  return errors;
}

/** Validates the form with the shared schemas the API applies, plus the confirmation and the link. */
export function validateUserValues(values: UserFormValues, mode: UserFormMode): Record<string, string> {
  const result =
    mode === 'create'
      ? userCreateSchema.safeParse(userCreateInputOf(values))
      : userUpdateSchema.safeParse(userUpdateInputOf(values));
  return { ...passwordErrors(values, mode), ...linkErrors(values), ...issuesByPath(result) };
}

export function validateProfileValues(values: ProfileFormValues): Record<string, string> {
  return issuesByPath(profileSchema.safeParse(profileInputOf(values)));
}
