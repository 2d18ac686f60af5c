import { describe, expect, it } from 'vitest';
import { ErrorCode, errorMessages } from '@encore/shared/errors';
import { validationEn } from '@encore/shared/validation/messages-en';
import { validationFr } from '@encore/shared/validation/messages-fr';
import enErrors from './en/errors.json';
import enCatalogue from './en/catalogue.json';
import enAccount from './en/account.json';
import enPricings from './en/pricings.json';

/** Every namespace of both languages: the app's JSON files and the validation messages of `shared`. */
const files = import.meta.glob<{ default: unknown }>('./*/*.json', { eager: true });
const catalogues: Record<string, Record<string, unknown>> = { en: {}, fr: {} };
for (const [path, module] of Object.entries(files)) {
  const [, language, namespace] = /^\.\/(\w+)\/([\w-]+)\.json$/.exec(path)!;
  catalogues[language!]![namespace!] = module.default;
}
catalogues.en!.validation = validationEn;
catalogues.fr!.validation = validationFr;
const namespaces = Object.keys(catalogues.en!).sort();

function entries(value: unknown, prefix = ''): [string, string][] {
  if (typeof value !== 'object' || value === null) return [[prefix, String(value)]];
  return Object.entries(value).flatMap(([k, v]) => entries(v, prefix ? `${prefix}.${k}` : k));
}
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('translation catalogues', () => {
  it('has the same namespaces in French and English', () => {
    expect(Object.keys(catalogues.fr!).sort()).toEqual(namespaces);
    expect(namespaces).toContain('validation');
  });

  it.each(namespaces)('%s: same keys in both languages, none empty, same placeholders', (namespace) => {
    const en = new Map(entries(catalogues.en![namespace]));
    const fr = new Map(entries(catalogues.fr![namespace]));
    // A language may have plural forms the other lacks (French 'many' for 1,000,000): such a key stands beside
    // its '_other' form, and is compared as that form.
    const extraPlural = /_(zero|two|few|many)$/;
    for (const catalogue of [en, fr]) {
      for (const key of catalogue.keys()) {
        if (extraPlural.test(key)) expect(catalogue.has(key.replace(extraPlural, '_other')), key).toBe(true);
      }
    }
    const common = (keys: Iterable<string>) => [...keys].filter((key) => !extraPlural.test(key)).sort();
    expect(common(fr.keys())).toEqual(common(en.keys()));
    for (const [key, text] of en) {
      expect(fr.get(key), `fr ${namespace}:${key}`).not.toBe('');
      // A plural form may leave the count out ('Supprimer la zone {{name}} ?' for one area).
      const plural = /_(zero|one)$/.test(key);
      const expected = placeholders(text).filter((p) => !(plural && p === 'count'));
      expect(
        placeholders(fr.get(key)!).filter((p) => !(plural && p === 'count')),
        key,
      ).toEqual(expected);
    }
  });

  it('translates every error code, with the English text of the catalogue', () => {
    for (const code of Object.values(ErrorCode)) {
      expect(enErrors).toHaveProperty(code, errorMessages[code]);
      expect(catalogues.fr!.errors).toHaveProperty(code);
    }
  });

  it("keeps the spec's English messages word for word", () => {
    const english = (key: string) => key.split('.').reduce<unknown>((o, k) => (o as never)[k], validationEn);
    expect(english('auth.firstNameRequired')).toBe('Your first name is required');
    expect(english('auth.emailInvalid')).toBe('Please, enter a valid email');
    expect(english('auth.signupPasswordMin')).toBe('The password should contains at leat {{min}} characters');
    expect(english('auth.confirmRequired')).toBe('Please, confirm your password');
    expect(english('auth.passwordMismatch')).toBe('The password does not match');
    expect(english('common.required')).toBe('Required field');
    expect(english('common.minLength')).toBe('Field must be at least {{min}} characters');
    expect(english('shows.invalidForm')).toBe('Invalid form. Please check all fields');
    expect(english('shows.dateRequired')).toBe('Please select at least one date');
    expect(english('catalogue.categoryLabelRequired')).toBe('Category name is required');
    expect(english('pricings.categoryNameRequired')).toBe('Category name is required');
    expect(english('pricings.taxRequired')).toBe('The tax is mandatory');
    expect(english('pricings.priceLevelNameRequired')).toBe('The price level name is required');
    expect(enCatalogue.toasts).toEqual({
      saved: 'Saved with success',
      deleted: 'Element deleted with success',
      uploaded: 'File uploaded with success',
      notUploaded: 'File not uploaded',
    });
    expect(enAccount.toasts.profileUpdated).toBe('Profile updated successfully');
    expect(enPricings.failures).toEqual({
      loadPricing: 'Failed to load pricing data',
      loadCategories: 'Failed to load categories',
      loadPriceLevels: 'Failed to load price levels',
      loadTaxClasses: 'Failed to load tax classes',
      saveCategory: 'Failed to save category',
      savePricing: 'Failed to save pricing',
      savePriceLevel: 'Failed to save price level',
      deletePriceLevel: 'Failed to delete price level',
    });
    expect(enPricings.toasts.saved).toBe('Saved with success');
  });
});
