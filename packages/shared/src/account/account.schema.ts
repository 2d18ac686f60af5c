import { z } from 'zod';
import { formMessages, passwordField } from '../common/fields';
import { authMessages } from '../auth/auth.schema';
import { messageKeys } from '../validation/message-key';
import { profileSchema } from '../users/user.schema';

/**
 * What PATCH /account accepts: the profile fields, each optional. Changing the e-mail also takes the
 * current password: a stolen access token alone must not be enough to take the account over.
 */
export const accountUpdateSchema = profileSchema
  .partial()
  .extend({ currentPassword: z.string().max(256).optional() });
export type AccountUpdateInput = z.input<typeof accountUpdateSchema>;

export const accountMessages = messageKeys('account');

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, formMessages.required).max(256),
  newPassword: passwordField,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The form adds the confirmation, checked in the browser only. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string().min(1, formMessages.required) })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: authMessages.passwordMismatch,
  });

export const pictureKinds = ['profile', 'cover'] as const;
export type PictureKind = (typeof pictureKinds)[number];
