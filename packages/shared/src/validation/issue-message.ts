import {
  englishMessage,
  parseKeyed,
  type KeyedMessage,
  type MessageKey,
  type MessageParams,
} from './message-key';

/** The fields of a zod issue this module reads (zod's own issues and the API's validation entries). */
export interface MessageIssue {
  code: string;
  message: string;
  origin?: string;
  format?: string;
  expected?: string;
  minimum?: unknown;
  maximum?: unknown;
  keys?: readonly string[];
  params?: Record<string, unknown>;
}

const asNumber = (value: unknown) =>
  typeof value === 'number' || typeof value === 'bigint' ? Number(value) : undefined;

/** Values zod records on the issue itself, named as the catalogue's placeholders name them. */
function issueParams(issue: MessageIssue): MessageParams {
  const params: MessageParams = {};
  const min = asNumber(issue.minimum);
  const max = asNumber(issue.maximum);
  if (min !== undefined) params.min = min;
  if (max !== undefined) params.max = max;
  if (issue.keys) params.keys = issue.keys.join(', ');
  for (const [name, value] of Object.entries(issue.params ?? {}))
    if (typeof value === 'string' || typeof value === 'number') params[name] = value;
  return params;
}

const counted = new Set(['array', 'set', 'map', 'record', 'file']);

/**
 * The key for an issue written without one (zod's default English text): by its kind, so no raw zod
 * text ("Too big: expected string to have <=150 characters") ever reaches a person.
 */
function defaultKey(issue: MessageIssue): MessageKey {
  const { code, origin, format } = issue;
  if (code === 'invalid_type') {
    if (issue.expected === 'int') return 'common.integer';
    return /received undefined$/.test(issue.message) ? 'common.required' : 'common.invalidValue';
  }
  if (code === 'too_small') {
    if (origin === 'string') return asNumber(issue.minimum) === 1 ? 'common.required' : 'common.minLength';
    if (origin && counted.has(origin)) return 'common.tooFew';
    return origin === 'date' ? 'common.invalidDate' : 'common.tooSmall';
  }
  if (code === 'too_big') {
    if (origin === 'string') return 'common.maxLength';
    if (origin && counted.has(origin)) return 'common.tooMany';
    return origin === 'date' ? 'common.invalidDate' : 'common.tooLarge';
  }
  if (code === 'invalid_format') {
    if (format === 'email') return 'common.invalidEmail';
    return format === 'date' || format === 'datetime' ? 'common.invalidDate' : 'common.invalidFormat';
  }
  if (code === 'invalid_value') return 'common.invalidChoice';
  if (code === 'unrecognized_keys') return 'common.unknownKeys';
  return 'common.invalidValue';
}

/** The key and parameters of a validation issue: its own key when `shared` gave one, else one by kind. */
export function messageOfIssue(issue: MessageIssue): KeyedMessage {
  const given = parseKeyed(issue.message);
  const params = issueParams(issue);
  if (given) return { code: given.code, params: { ...params, ...given.params } };
  return { code: defaultKey(issue), params };
}

/** The English text of an issue (what the API answers as `message`). */
export const englishOfIssue = (issue: MessageIssue): string => englishMessage(messageOfIssue(issue));
