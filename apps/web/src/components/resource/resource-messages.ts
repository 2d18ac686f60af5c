import type { TFunction } from 'i18next';
import { formMessages } from '@encore/shared/common/fields';
import { showCategoryMessages } from '@encore/shared/catalogue/show-category.schema';
import { artistMessages } from '@encore/shared/catalogue/artist.schema';
import { salesChannelMessages } from '@encore/shared/catalogue/sales-channel.schema';
import { taxClassMessages } from '@encore/shared/catalogue/tax-class.schema';
import { translateMessage } from '@/lib/form/zod-form';

const keyOfMessage = new Map<string, string>([
  ...Object.entries(formMessages).map(([key, text]) => [text, `catalogue:validation.${key}`] as const),
  ...Object.entries(showCategoryMessages).map(([k, text]) => [text, `catalogue:validation.${k}`] as const),
  ...Object.entries(artistMessages).map(([key, text]) => [text, `catalogue:validation.${key}`] as const),
  ...Object.entries(salesChannelMessages).map(([k, text]) => [text, `catalogue:validation.${k}`] as const),
  ...Object.entries(taxClassMessages).map(([key, text]) => [text, `catalogue:validation.${key}`] as const),
]);

/** Turns a shared schema's English message into the user's language (catalogue first, then auth). */
export function translateCatalogueMessage(t: TFunction, message: string): string {
  const key = keyOfMessage.get(message);
  return key ? t(key) : translateMessage(t, message);
}
