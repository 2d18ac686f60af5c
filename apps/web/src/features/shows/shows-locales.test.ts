import { describe, expect, it } from 'vitest';
import { eventMessages } from '@encore/shared/shows/event.schema';
import { showMessages } from '@encore/shared/shows/show.schema';
import fr from '@/locales/fr/shows.json';
import en from '@/locales/en/shows.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('shows translations', () => {
  it('has the same keys in French and English', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
  });

  it('translates every message of the shared show and event schemas, English word for word', () => {
    expect(en.validation).toEqual(showMessages);
    expect(en.eventMessages).toEqual(eventMessages);
  });
});
