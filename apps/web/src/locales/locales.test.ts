import { describe, expect, it } from 'vitest';
import frCommon from './fr/common.json';
import frAuth from './fr/auth.json';
import frErrors from './fr/errors.json';
import frCatalogue from './fr/catalogue.json';
import enCommon from './en/common.json';
import enAuth from './en/auth.json';
import enErrors from './en/errors.json';
import enCatalogue from './en/catalogue.json';
import { ErrorCode, errorMessages } from '@encore/shared/errors';
import { authMessages } from '@encore/shared/auth/auth.schema';
import { formMessages } from '@encore/shared/common/fields';
import { showCategoryMessages } from '@encore/shared/catalogue/show-category.schema';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('translation catalogues', () => {
  it.each([
    ['common', frCommon, enCommon],
    ['auth', frAuth, enAuth],
    ['errors', frErrors, enErrors],
    ['catalogue', frCatalogue, enCatalogue],
  ])('%s has the same keys in French and English', (_name, fr, en) => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
  });

  it('translates every error code, with the English text of the catalogue', () => {
    for (const code of Object.values(ErrorCode)) {
      expect(enErrors).toHaveProperty(code, errorMessages[code]);
      expect(frErrors).toHaveProperty(code);
    }
  });

  it("keeps the spec's English validation messages word for word", () => {
    for (const [key, text] of Object.entries(authMessages))
      expect(enAuth.validation).toHaveProperty(key, text);
  });

  it("keeps the spec's catalogue messages word for word", () => {
    for (const [key, text] of Object.entries({ ...formMessages, ...showCategoryMessages }))
      expect(enCatalogue.validation).toHaveProperty(key, text);
    expect(enCatalogue.toasts).toEqual({
      saved: 'Saved with success',
      deleted: 'Element deleted with success',
      uploaded: 'File uploaded with success',
      notUploaded: 'File not uploaded',
    });
  });
});
