import type { TFunction } from 'i18next';
import { translateCatalogueMessage } from '@/components/resource/resource-messages';
import { geoRanges, type GeoKey } from './profile-values';

const ownKeys: Record<string, string> = {
  'Invalid date': 'users:validation.invalidDate',
  'Unknown role': 'users:validation.unknownRole',
};

/**
 * A shared schema's English message in the user's language. Numbers out of bounds get zod's generic
 * text, which no catalogue holds: they are told their field's range instead.
 */
export function translateUserMessage(t: TFunction, path: string, message: string): string {
  if (path in geoRanges) return t('users:validation.range', geoRanges[path as GeoKey]);
  const own = ownKeys[message];
  return own ? t(own) : translateCatalogueMessage(t, message);
}

/** Translates every message of a validation result, for a Mantine form's `validate`. */
export function translateErrors(t: TFunction, errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [path, translateUserMessage(t, path, message)]),
  );
}
