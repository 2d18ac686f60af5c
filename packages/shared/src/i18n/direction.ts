/** Language codes whose layout flips to right-to-left (SPEC section 1). */
export const rtlLanguages = [
  'ar',
  'arc',
  'dv',
  'fa',
  'ha',
  'he',
  'khw',
  'ks',
  'ku',
  'ps',
  'ur',
  'yi',
] as const;

/** 'rtl' for any listed code, including regional variants such as 'ar-MA'. */
export function directionOf(language: string): 'rtl' | 'ltr' {
  const base = language.toLowerCase().split(/[-_]/)[0] ?? '';
  return (rtlLanguages as readonly string[]).includes(base) ? 'rtl' : 'ltr';
}

export const supportedLanguages = ['fr', 'en'] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number];
export const defaultLanguage: SupportedLanguage = 'fr';
