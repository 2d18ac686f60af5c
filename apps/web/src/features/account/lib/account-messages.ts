import type { TFunction } from 'i18next';
import { accountMessages } from '@encore/shared/account/account.schema';
import { translateCatalogueMessage } from '@/components/resource/resource-messages';

const keyOfMessage = new Map<string, string>(
  Object.entries(accountMessages).map(([key, text]) => [text, `account:validation.${key}`]),
);

/** A shared schema's English message in the user's language (account messages, then the common ones). */
export function translateAccountMessage(t: TFunction, message: string): string {
  const key = keyOfMessage.get(message);
  return key ? t(key) : translateCatalogueMessage(t, message);
}
