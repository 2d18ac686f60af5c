import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { roomMessages } from '@encore/shared/rooms/room.schema';
import { seatMapMessages } from '@encore/shared/rooms/seat-map.schema';
import { seatMapImportMessages } from '@encore/shared/rooms/seat-map-import-common';
import { translateCatalogueMessage } from '@/components/resource/resource-messages';

const keyOfMessage = new Map<string, string>([
  ...Object.entries(roomMessages).map(([key, text]) => [text, `rooms:validation.${key}`] as const),
  ...Object.entries(seatMapMessages).map(([key, text]) => [text, `rooms:seatMapValidation.${key}`] as const),
  ...Object.entries(seatMapImportMessages).map(
    ([key, text]) => [text, `rooms:importValidation.${key}`] as const,
  ),
]);

/** A shared schema's English message in the user's language: rooms first, then the catalogue's. */
export function translateRoomMessage(t: TFunction, message: string): string {
  const key = keyOfMessage.get(message);
  return key ? t(key) : translateCatalogueMessage(t, message);
}

/** A Mantine form `validate` function from a zod schema, with room messages translated. */
export function roomValidate<T>(schema: z.ZodType<T>, t: TFunction) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues)
      errors[issue.path.join('.')] ??= translateRoomMessage(t, issue.message);
    return errors;
  };
}
