import { z } from 'zod';
import { keyed, messageKeys, whenMissing } from '../validation/message-key';

/** The message keys of every form (SPEC section 5's texts are their English values). */
export const formMessages = messageKeys('common');

/** A required text of at least 3 characters ('Required field' when empty). */
export const text3 = (max = 200) =>
  z
    .string(whenMissing(formMessages.required))
    .trim()
    .min(1, { message: formMessages.required, abort: true })
    .min(3, formMessages.minLength)
    .max(max);

/** An optional text of at least 3 characters when given; '' and null clear it. */
export const optionalText3 = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => v === '' || v.length >= 3, keyed(formMessages.minLength, { min: 3 }))
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
  .string(whenMissing(formMessages.required))
  .trim()
  .toLowerCase()
  .min(1, { message: formMessages.required, abort: true })
  .max(254)
  .pipe(z.email({ message: formMessages.invalidEmail }));

/** User-form passwords (SPEC section 9: 6 characters in user forms), no spaces. */
export const passwordField = z
  .string(whenMissing(formMessages.required))
  .min(6, formMessages.passwordMin)
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
