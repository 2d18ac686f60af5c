import { z } from 'zod';
import { authMessages } from '../auth/auth.schema';

/** The spec's form messages (SPEC section 5), English texts word for word. */
export const formMessages = {
  required: authMessages.required,
  textMin3: 'Field must be at least 3 characters',
  invalidEmail: authMessages.invalidEmail,
  passwordMin6: authMessages.passwordMin6,
  passwordNoSpaces: authMessages.passwordNoSpaces,
  invalidSiret: 'Invalid SIRET number',
  invalidImage: 'Invalid picture',
} as const;

/** A required text of at least 3 characters ('Required field' when empty). */
export const text3 = (max = 200) =>
  z
    .string({ error: formMessages.required })
    .trim()
    .min(1, { message: formMessages.required, abort: true })
    .min(3, formMessages.textMin3)
    .max(max);

/** An optional text of at least 3 characters when given; '' and null clear it. */
export const optionalText3 = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => v === '' || v.length >= 3, formMessages.textMin3)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** An optional free text (no minimum); '' and null clear it. */
export const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

export const emailField = z
  .string({ error: formMessages.required })
  .trim()
  .toLowerCase()
  .min(1, { message: formMessages.required, abort: true })
  .max(254)
  .pipe(z.email({ message: formMessages.invalidEmail }));

/** User-form passwords (SPEC section 9: 6 characters in user forms), no spaces. */
export const passwordField = z
  .string({ error: formMessages.required })
  .min(6, formMessages.passwordMin6)
  .max(256)
  .refine((v) => !/\s/.test(v), formMessages.passwordNoSpaces);

/** A picture field holds the id of an upload (see uploads/upload.schema.ts); null clears it. */
export const pictureField = z.uuid({ message: formMessages.invalidImage }).nullable().optional();

export const addressSchema = z.object({
  street: optionalText3(200),
  complement: optionalText(200),
  stateProvince: optionalText(100),
  postalCode: optionalText(20),
  country: optionalText(100),
  city: optionalText3(100),
});
export type AddressInput = z.infer<typeof addressSchema>;

export const addressOutputSchema = z.object({
  street: z.string().nullable(),
  complement: z.string().nullable(),
  stateProvince: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
});
export type Address = z.infer<typeof addressOutputSchema>;

export const deletedSchema = z.object({ data: z.object({ ok: z.literal(true) }) });
