import type { z } from 'zod';
import type { TFunction } from 'i18next';
import { keyed, parseKeyed, type KeyedMessage } from '@encore/shared/validation/message-key';
import { messageOfIssue } from '@encore/shared/validation/issue-message';
import { ApiError } from '@/lib/api-client';

/** A validation message key with its parameters, in the user's language (the `validation` namespace). */
export const translateKeyed = (t: TFunction, { code, params }: KeyedMessage): string =>
  t(`validation:${code}`, params);

/** A message that is a key (written by `keyed`) in the user's language; any other text as it is. */
export function translateMessage(t: TFunction, message: string): string {
  const found = parseKeyed(message);
  return found ? translateKeyed(t, found) : message;
}

/** First message of each field path (a.b for nested fields), as keys with their parameters. */
export function issuesByPath(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const { code, params } = messageOfIssue(issue);
    errors[issue.path.join('.')] ??= keyed(code, params);
  }
  return errors;
}

/** Translates every message of `issuesByPath` (or of a form's own checks giving keys). */
export function translateErrors(t: TFunction, errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [path, translateMessage(t, message)]),
  );
}

/** The one Mantine form `validate` built from a shared zod schema: one translated message per field. */
export function zodValidate<T>(schema: z.ZodType<T>, t: TFunction) {
  return (values: unknown): Record<string, string> =>
    translateErrors(t, issuesByPath(schema.safeParse(values)));
}

/** A server field error: `{ path, code, params, message }`, `code` being the message key. */
export interface FieldError {
  path: string;
  code?: string;
  params?: Record<string, string | number>;
  message: string;
}

/** The field errors of a failed request (none when the server sent none). */
export const fieldErrorsOf = (error: ApiError): FieldError[] =>
  Array.isArray(error.details) ? (error.details as FieldError[]) : [];

/**
 * The reason a server gave with its error code, when it has a key (409 'This event has sales...', 404
 * 'Category not available'): `details: { code, params }`. Null otherwise.
 */
export function reasonOf(error: ApiError): KeyedMessage | null {
  const details = error.details as { code?: unknown; params?: KeyedMessage['params'] } | undefined;
  if (!details || Array.isArray(details) || typeof details.code !== 'string') return null;
  const found = parseKeyed(details.code);
  return found && { code: found.code, params: details.params ?? {} };
}

/** A server field error in the user's language: by its key; the English text only for an unknown key. */
export function translateFieldError(t: TFunction, detail: FieldError): string {
  const found = detail.code ? parseKeyed(detail.code) : null;
  return found ? translateKeyed(t, { code: found.code, params: detail.params ?? {} }) : detail.message;
}

/**
 * Puts a server error where the user will see it: field details under their fields (translated), the rest
 * as one translated message for a toast or alert. Returns that message, or null when every detail found a
 * field. `fieldOfPath` renames server paths the form names differently (feeCents -> fee).
 */
export function applyServerError(
  error: unknown,
  t: TFunction,
  setFieldError: (path: string, message: string) => void,
  fields: readonly string[],
  fieldOfCode: Record<string, string> = {},
  fieldOfPath: Record<string, string> = {},
): string | null {
  if (!(error instanceof ApiError)) return t('errors:network');
  const field = fieldOfCode[error.code];
  if (field) {
    setFieldError(field, t(`errors:${error.code}`));
    return null;
  }
  const details = fieldErrorsOf(error);
  const placed = details.filter((d) => fields.includes(d.path));
  for (const d of placed) setFieldError(fieldOfPath[d.path] ?? d.path, translateFieldError(t, d));
  if (placed.length && placed.length === details.length) return null;
  return t(`errors:${error.code}`, { defaultValue: t('errors:generic') });
}
