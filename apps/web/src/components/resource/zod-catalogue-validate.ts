import type { z } from 'zod';
import type { TFunction } from 'i18next';
import { translateCatalogueMessage } from './resource-messages';

/** A Mantine form `validate` function from a zod schema, with catalogue messages translated. */
export function catalogueValidate<T>(schema: z.ZodType<T>, t: TFunction) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues)
      errors[issue.path.join('.')] ??= translateCatalogueMessage(t, issue.message);
    return errors;
  };
}
