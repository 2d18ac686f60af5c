import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n, localeOf } from './i18n';

const screens = ['seatMap', 'rooms', 'pricings', 'shows'];
const loaded = (language: string) =>
  ['common', 'auth', 'errors', ...screens].filter((ns) => i18n.hasResourceBundle(language, ns));

describe('translations loaded per language and namespace', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
  });

  it('starts in French with only the namespaces every screen needs', () => {
    expect(i18n.language).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(i18n.t('auth:login.title')).toBe('Connexion');
    expect(loaded('fr')).toEqual(['common', 'auth', 'errors']);
    expect(loaded('en')).toEqual([]);
  });

  it("loads a screen's namespace when asked, with the namespaces its texts borrow", async () => {
    await i18n.loadNamespaces('rooms');
    expect(i18n.t('rooms:plural')).toBe('Salles');
    expect(loaded('fr')).toEqual(['common', 'auth', 'errors', 'seatMap', 'rooms']);
  });

  it('loads the other language when switched to, for the namespaces already in use, and keeps the choice', async () => {
    await changeLanguage('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('auth:login.title')).toBe('Sign in');
    expect(i18n.t('rooms:plural')).toBe('Rooms');
    expect(loaded('en')).toEqual(['common', 'auth', 'errors', 'seatMap', 'rooms']);
  });

  it('writes the numbers of a text the language’s way (issue 22: "21836 restantes")', async () => {
    await changeLanguage('fr');
    await i18n.loadNamespaces('boxOffice');
    expect(i18n.t('boxOffice:picker.available', { count: 21836 })).toMatch(/^21\s836 restantes$/);
    expect(i18n.t('boxOffice:picker.available', { count: 1 })).toBe('1 restante');
    await changeLanguage('en');
    expect(i18n.t('boxOffice:picker.available', { count: 21836 })).toBe('21,836 left');
  });

  it('shows English texts for a language that has no catalogue, right to left for Arabic', async () => {
    await changeLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18n.t('auth:login.title')).toBe('Sign in');
  });
});

describe('dates and numbers', () => {
  it('follow the language whose texts are shown: French, else English (the fallback of ar, he...)', () => {
    expect(localeOf('fr')).toBe('fr-FR');
    expect(localeOf('en')).toBe('en-US');
    expect(localeOf('ar')).toBe('en-US');
    expect(localeOf('he')).toBe('en-US');
  });
});
