import type { TFunction } from 'i18next';
import { eventMessages } from '@encore/shared/shows/event.schema';
import { showMessages } from '@encore/shared/shows/show.schema';
import { translateCatalogueMessage } from '@/components/resource/resource-messages';

const keyOfMessage = new Map<string, string>([
  ...Object.entries(showMessages).map(([key, text]) => [text, `shows:validation.${key}`] as const),
  ...Object.entries(eventMessages).map(([key, text]) => [text, `shows:eventMessages.${key}`] as const),
]);

/** A shared show or event message (or a catalogue one) in the user's language; unknown texts unchanged. */
export function translateShowMessage(t: TFunction, message: string): string {
  const key = keyOfMessage.get(message);
  return key ? t(key) : translateCatalogueMessage(t, message);
}
