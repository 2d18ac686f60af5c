import { englishMessage, parseKeyed } from '@encore/shared/validation/message-key';
import { messageOfIssue, type MessageIssue } from '@encore/shared/validation/issue-message';
import type { FieldErrorDetail } from '@encore/shared/errors';

/** One entry of a schema validation failure, as fastify-type-provider-zod reports it. */
interface ValidationEntry {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** A schema failure as a field error: the message key and its parameters, with the English text beside. */
export function fieldErrorOfValidation(entry: ValidationEntry): FieldErrorDetail {
  const issue = { ...entry.params, code: entry.keyword, message: entry.message ?? '' } as MessageIssue;
  const keyed = messageOfIssue(issue);
  return {
    path: entry.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    ...keyed,
    message: englishMessage(keyed),
  };
}

/** A detail whose `message` is a key gains `code` and `params`; its `message` becomes the English text. */
function localiseDetail(detail: unknown): unknown {
  if (!detail || typeof detail !== 'object' || !('message' in detail)) return detail;
  const message = (detail as { message: unknown }).message;
  const keyed = typeof message === 'string' ? parseKeyed(message) : null;
  return keyed ? { ...detail, ...keyed, message: englishMessage(keyed) } : detail;
}

/**
 * The `message` and `details` a client receives for an error thrown with message keys: English texts for
 * API clients, keys and parameters for translating clients. A keyed top-level message without field
 * details names its key in `details` (`{ code, params }`, beside any details the error carries).
 */
export function localiseError(message: string, details: unknown): { message: string; details?: unknown } {
  const keyed = parseKeyed(message);
  const fields = Array.isArray(details) ? details.map(localiseDetail) : details;
  if (!keyed) return { message, ...(fields !== undefined ? { details: fields } : {}) };
  if (Array.isArray(fields)) return { message: englishMessage(keyed), details: fields };
  const extra = fields && typeof fields === 'object' ? fields : {};
  return { message: englishMessage(keyed), details: { ...extra, ...keyed } };
}
