import { z } from 'zod';
import { roleNames } from '../auth/permissions';
import { roleSchema } from '../auth/auth.schema';
import {
  addressOutputSchema,
  addressSchema,
  emailField,
  formMessages,
  optionalPersonName,
  optionalPhone,
  passwordField,
  personName,
  pictureField,
} from '../common/fields';
import { booleanQuery, listQuerySchema } from '../common/list.schema';
import { keyed } from '../validation/message-key';

/** A number in a range, told as the whole range ('Between -90 and 90') whichever bound is passed. */
const between = (min: number, max: number) => {
  const message = keyed(formMessages.between, { min, max });
  return z.number({ error: message }).min(min, message).max(max, message);
};

export const genders = ['male', 'female', 'other', 'not_defined'] as const;
export type Gender = (typeof genders)[number];

/** A user as the API returns it: never the password hash. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  role: roleSchema.nullable(),
  activated: z.boolean(),
  dateOfBirth: z.string().nullable(),
  gender: z.enum(genders).nullable(),
  phone: z.string().nullable(),
  altPhone: z.string().nullable(),
  address: addressOutputSchema,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  zoomLevel: z.number().nullable(),
  profilePicture: z.string().nullable(),
  coverPicture: z.string().nullable(),
  producerId: z.string().nullable(),
  artistId: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** The profile fields a person may edit on their own account (no role, status or links). */
export const profileSchema = z.object({
  email: emailField,
  firstName: personName(100),
  lastName: optionalPersonName(100),
  dateOfBirth: z.iso
    .date()
    .refine((d) => d >= '1900-01-01' && d <= new Date().toISOString().slice(0, 10), formMessages.invalidDate)
    .nullable()
    .optional(),
  gender: z.enum(genders).nullable().optional(),
  phone: optionalPhone(),
  altPhone: optionalPhone(),
  address: addressSchema.optional(),
  latitude: between(-90, 90).nullable().optional(),
  longitude: between(-180, 180).nullable().optional(),
  zoomLevel: between(0, 22)
    .int(keyed(formMessages.between, { min: 0, max: 22 }))
    .nullable()
    .optional(),
  profilePicture: pictureField,
  coverPicture: pictureField,
});

export const userCreateSchema = profileSchema.extend({
  password: passwordField,
  role: z.enum(roleNames).nullable().optional(),
  activated: z.boolean().optional().default(false),
  producerId: z.uuid().nullable().optional(),
  artistId: z.uuid().nullable().optional(),
});
export type UserCreateInput = z.input<typeof userCreateSchema>;

/** Every field optional when editing; a password, when given, must meet the same rules. */
export const userUpdateSchema = userCreateSchema
  .omit({ activated: true })
  .extend({ activated: z.boolean().optional() })
  .partial();
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

export const userSortFields = ['name', 'email', 'role', 'activated', 'createdAt'] as const;
export const userListQuerySchema = listQuerySchema(userSortFields).extend({
  role: z.enum([...roleNames, 'none']).optional(),
  status: z.enum(['activated', 'deactivated']).optional(),
  /** Only the accounts the signed-in user created (`ownedOnly` is the same filter's older name). */
  createdByMe: booleanQuery,
  ownedOnly: booleanQuery,
});
export type UserListQuery = z.input<typeof userListQuerySchema>;
