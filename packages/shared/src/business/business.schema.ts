import { z } from 'zod';
import { addressOutputSchema, formMessages, optionalText, text3 } from '../common/fields';
import { siretField } from '../catalogue/producer.schema';
import { whenMissing } from '../validation/message-key';
import { isValidVatNumber, normalizeVatNumber } from './vat-number';

/**
 * The business that sells (product.md "Money", france.md): its legal mentions, printed on tickets and
 * receipts and carried by the returns. One per installation; null fields until an admin fills them in.
 */
export const businessSchema = z.object({
  legalName: z.string().nullable(),
  address: addressOutputSchema,
  siret: z.string().nullable(),
  vatNumber: z.string().nullable(),
  /** The show licence ("licence d'entrepreneur de spectacles", e.g. PLATESV-R-2021-004512). */
  licenceNumber: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type Business = z.infer<typeof businessSchema>;
export const businessResponseSchema = z.object({ data: businessSchema });

const requiredText = (max: number) =>
  z
    .string(whenMissing(formMessages.required))
    .trim()
    .min(1, { message: formMessages.required, abort: true })
    .max(max);

/** A receipt's mentions need a full postal address: street, postal code and city. */
const businessAddressSchema = z.object({
  street: text3(200),
  complement: optionalText(200),
  postalCode: requiredText(20),
  city: text3(100),
  country: optionalText(100),
});

const vatNumberField = z
  .string(whenMissing(formMessages.required))
  .transform(normalizeVatNumber)
  .pipe(
    z
      .string()
      .min(1, { message: formMessages.required, abort: true })
      .refine(isValidVatNumber, formMessages.invalidVatNumber),
  );

export const businessUpdateSchema = z.object({
  legalName: text3(200),
  address: businessAddressSchema,
  siret: siretField,
  vatNumber: vatNumberField,
  licenceNumber: optionalText(100),
});
export type BusinessUpdateInput = z.input<typeof businessUpdateSchema>;
