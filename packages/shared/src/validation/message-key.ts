import { validationEn } from './messages-en';

type Catalogue = typeof validationEn;
type Group = keyof Catalogue;

/** A validation message key, `group.name`, e.g. `rooms.capacityInvalid` (see messages-en.ts). */
export type MessageKey = { [G in Group]: `${G}.${keyof Catalogue[G] & string}` }[Group];
export type MessageParams = Record<string, string | number>;
/** What a translated message is made of: its key and the values its text names. */
export interface KeyedMessage {
  code: MessageKey;
  params: MessageParams;
}

const english = new Map<string, string>(
  Object.entries(validationEn).flatMap(([group, texts]) =>
    Object.entries(texts).map(([name, text]) => [`${group}.${name}`, text] as const),
  ),
);

export const isMessageKey = (value: unknown): value is MessageKey =>
  typeof value === 'string' && english.has(value);

/** The keys of one group, by name: `messageKeys('rooms').capacityInvalid` is 'rooms.capacityInvalid'. */
export function messageKeys<G extends Group>(group: G) {
  return Object.fromEntries(Object.keys(validationEn[group]).map((name) => [name, `${group}.${name}`])) as {
    readonly [N in keyof Catalogue[G] & string]: `${G}.${N}`;
  };
}

/**
 * A zod message naming a key and fixed parameters (those the issue itself does not carry, e.g. both
 * bounds of a range): `common.between|{"min":-90,"max":90}`. A bare key needs no encoding.
 */
export function keyed(code: MessageKey, params?: MessageParams): string {
  return params ? `${code}|${JSON.stringify(params)}` : code;
}

/** The key and fixed parameters of a message written by `keyed`; null for any other text. */
export function parseKeyed(message: string): KeyedMessage | null {
  const bar = message.indexOf('|');
  const code = bar < 0 ? message : message.slice(0, bar);
  if (!isMessageKey(code)) return null;
  if (bar < 0) return { code, params: {} };
  try {
    return { code, params: JSON.parse(message.slice(bar + 1)) as MessageParams };
  } catch {
    return { code, params: {} };
  }
}

/** The English text of a key, its `{{name}}` placeholders filled (the API's `message`). */
export function englishMessage({ code, params }: KeyedMessage): string {
  const text = english.get(code) ?? code;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** A message that may be a key (written by `keyed`) in English; any other text is returned as it is. */
export function englishText(message: string): string {
  const found = parseKeyed(message);
  return found ? englishMessage(found) : message;
}

/**
 * A type-level zod error for a missing or wrong-typed value only (`z.string(whenMissing(key))`). Written
 * as `{ error: key }`, zod would also give it to checks without a message of their own: a too-long name
 * would say 'Required field' instead of its length.
 */
export const whenMissing = (code: MessageKey) => ({
  error: (issue: { code?: string }) => (issue.code === 'invalid_type' ? code : undefined),
});

/**
 * `whenMissing` for an id a form picks in a select: an empty string (the form's empty select) is missing
 * too, and any other malformed value keeps its own message ('Invalid format'): `z.uuid(whenEmpty(key))`.
 */
export const whenEmpty = (code: MessageKey) => ({
  error: (issue: { code?: string; input?: unknown }) =>
    issue.code === 'invalid_type' || issue.input === '' ? code : undefined,
});
