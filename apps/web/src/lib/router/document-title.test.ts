import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { createInstance } from 'i18next';
import { appRoutes } from '@encore/shared/routes';
import commonEn from '@/locales/en/common.json';
import commonFr from '@/locales/fr/common.json';
import { followDocumentTitle } from './document-title';

async function i18nIn(lng: 'en' | 'fr') {
  const i18n = createInstance();
  await i18n.init({
    lng,
    defaultNS: 'common',
    resources: { en: { common: commonEn }, fr: { common: commonFr } },
  });
  return i18n;
}

// What app/router.tsx gives each route: the screen id (an entry path shows its list).
const titleOf = (screen: string) => screen.replace(/-entry$/, '-list');

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('page titles', () => {
  it.each([
    ['en', commonEn],
    ['fr', commonFr],
  ] as const)('every screen of the route table has its name (%s)', (_, common) => {
    const titles = common.pageTitle as Record<string, string>;
    const missing = appRoutes.map((r) => titleOf(r.screen)).filter((screen) => !titles[screen]);
    expect(missing).toEqual([]);
    expect(titles['not-found']).toBeTruthy();
  });

  it('names the screen on display, in the interface language, and an unknown path as not found', async () => {
    const i18n = await i18nIn('fr');
    const router = createMemoryRouter(
      [
        { path: '/order/all', element: null, handle: { title: 'order-list' } },
        { path: '/pricing/all', element: null, handle: { title: 'pricing-list' } },
        { path: '*', element: null, handle: {} },
      ],
      { initialEntries: ['/order/all'] },
    );
    stop = followDocumentTitle(router, i18n);
    expect(document.title).toBe('Commandes · Encore');
    await router.navigate('/pricing/all');
    expect(document.title).toBe('Grilles tarifaires · Encore');
    await i18n.changeLanguage('en');
    expect(document.title).toBe('Pricings · Encore');
    await router.navigate('/nowhere');
    expect(document.title).toBe('Page not found · Encore');
  });
});
