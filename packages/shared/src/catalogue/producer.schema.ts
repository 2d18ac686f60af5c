import { z } from 'zod';
import { whenMissing } from '../validation/message-key';
import {
  addressOutputSchema,
  addressSchema,
  emailField,
  formMessages,
  personName,
  text3,
} from '../common/fields';
import { listQuerySchema } from '../common/list.schema';
import { isValidSiret, normalizeSiret } from '../common/siret';
import { defineResource } from '../resources/define-resource';
import { catalogueEntry } from './catalogue-list';

export const producerSchema = z.object({
  id: z.string(),
  name: z.string(),
  // Absent for a reader whose rules grant a producer's public fields only (an ARTIST).
  siret: z.string().optional(),
  responsibleName: z.string().optional(),
  responsibleEmail: z.string().optional(),
  address: addressOutputSchema.optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Producer = z.infer<typeof producerSchema>;

/** 14 digits with a valid Luhn key; spaces typed by people are removed before the check. */
export const siretField = z
  .string(whenMissing(formMessages.required))
  .transform(normalizeSiret)
  .pipe(
    z
      .string()
      .min(1, { message: formMessages.required, abort: true })
      .refine(isValidSiret, formMessages.invalidSiret),
  );

export const producerCreateSchema = z.object({
  name: text3(200),
  siret: siretField,
  responsibleName: personName(150),
  responsibleEmail: emailField,
  address: addressSchema.optional(),
});
export type ProducerCreateInput = z.input<typeof producerCreateSchema>;
export const producerUpdateSchema = producerCreateSchema.partial();
export type ProducerUpdateInput = z.input<typeof producerUpdateSchema>;

export const producerSortFields = ['name', 'siret', 'city', 'createdAt'] as const;
export const producerListQuerySchema = listQuerySchema(producerSortFields);
export type ProducerListQuery = z.input<typeof producerListQuerySchema>;

/** The declaration both apps build from: its entry in the catalogue list, its schemas and sorts. */
export const producerResource = defineResource({
  ...catalogueEntry('producers'),
  schemas: {
    item: producerSchema,
    create: producerCreateSchema,
    update: producerUpdateSchema,
    listQuery: producerListQuerySchema,
  },
  sort: { fields: producerSortFields, default: 'name' },
  filters: [],
});
