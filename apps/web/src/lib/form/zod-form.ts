import type { z } from 'zod';
import type { TFunction } from 'i18next';
import { authMessages } from '@encore/shared/auth/auth.schema';
import { ApiError } from '@/lib/api-client';

const keyOfMessage = new Map<string, string>(Object.entries(authMessages).map(([key, text]) => [text, key]));

/** Shared schemas carry the spec's English messages; this turns one into the user's language. */
export function translateMessage(t: TFunction, message: string): string {
  const key = keyOfMessage.get(message);
  return key ? t(`auth:validation.${key}`) : message;
}

/** A Mantine form `validate` function from a zod schema: one translated message per field. */
export function zodValidate<T>(schema: z.ZodType<T>, t: TFunction) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= translateMessage(t, issue.message);
    }
    return errors;
  };
}

/**
 * Puts a server error where the user will see it: field details under their fields, the rest as one
 * translated message for a toast or alert. Returns that message, or null when every detail found a field.
 */
export function applyServerError(
  error: unknown,
  t: TFunction,
  setFieldError: (path: string, message: string) => void,
  fields: readonly string[],
  fieldOfCode: Record<string, string> = {},
): string | null {
  if (!(error instanceof ApiError)) return t('errors:network');
  const field = fieldOfCode[error.code];
  if (field) {
    setFieldError(field, t(`errors:${error.code}`));
    return null;
  }
  const details = Array.isArray(error.details) ? (error.details as { path: string; message: string }[]) : [];
  const placed = details.filter((d) => fields.includes(d.path));
  for (const d of placed) setFieldError(d.path, translateMessage(t, d.message));
  if (placed.length && placed.length === details.length) return null;
  return t(`errors:${error.code}`, { defaultValue: t('errors:generic') });
}
