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

/**
 * A person's name: 2 characters are enough ("Li", "Bo"); other texts keep their 3-character minimum.
 * Required ('Required field' when empty).
 */
export const personName = (max = 150) =>
  z
    .string(whenMissing(formMessages.required))
    .trim()
    .min(1, { message: formMessages.required, abort: true })
    .min(2, formMessages.minLength)
    .max(max);

/** An optional person's name of at least 2 characters when given; '' and null clear it. */
export const optionalPersonName = (max = 150) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => v === '' || v.length >= 2, keyed(formMessages.minLength, { min: 2 }))
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/**
 * A phone number as people write it: digits with spaces, dots, dashes or brackets, an optional leading
 * +, and 4 to 15 digits (E.164's longest; 4 for a short internal number at the counter).
 */
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return /^\+?[0-9 ().-]+$/.test(value) && digits >= 4 && digits <= 15;
}

/** An optional phone number; '' and null clear it. */
export const optionalPhone = () =>
  z
    .string()
    .trim()
    .max(30)
    .refine((v) => v === '' || isPhoneNumber(v), formMessages.invalidPhone)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/**
 * A postal code of any country: 3 to 10 letters or digits, spaces or dashes inside ("75011", "SW1A 1AA",
 * "1012 AB", "10001-1234"); '' and null clear it.
 */
export const optionalPostalCode = () =>
  z
    .string()
    .trim()
    .max(10, { message: formMessages.invalidPostalCode, abort: true })
    .refine(
      (v) => v === '' || /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/.test(v),
      formMessages.invalidPostalCode,
    )
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

/**
 * An e-mail address, internationalised ones included (`léa@exämple.fr`: nodemailer sends the domain as
 * punycode, the local part with SMTPUTF8): no spaces, quotes or control characters, one @, a domain of
 * dot-separated labels of letters, digits and inner hyphens in any script, ending in a label that starts
 * with a letter. zod's default pattern is ASCII only and refused such customers' addresses.
 */
export const emailPattern =
  /^(?!\.)(?!.*\.\.)[^\s@"(),:;<>[\]\\\p{Cc}]{1,64}(?<!\.)@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}(?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;

/** Names printed in e-mails and on tickets: a line break or another control character is refused. */
export const hasControlCharacter = (text: string) => /\p{Cc}/u.test(text);

export const emailField = z
  .string(whenMissing(formMessages.required))
  .trim()
  .toLowerCase()
  .min(1, { message: formMessages.required, abort: true })
  .max(254)
  .pipe(z.email({ message: formMessages.invalidEmail, pattern: emailPattern }));

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
  postalCode: optionalPostalCode(),
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
