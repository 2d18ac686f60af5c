import type { i18n as I18n, TFunction } from 'i18next';
import type { createBrowserRouter } from 'react-router';

/** What the router's handle of a screen says for its title: the screen id of the shared route table. */
export interface TitledHandle {
  title?: string;
}

/**
 * The window's title for a screen: "Commandes · Encore", "Orders · Encore". Every screen of the route table
 * has its name under `common:pageTitle.<screen id>` (locales.test.ts checks both languages); a path that
 * matches none is the not-found page.
 */
export function documentTitle(t: TFunction, screen: string | undefined): string {
  const page = t(`common:pageTitle.${screen ?? 'not-found'}`);
  return t('common:pageTitle.format', { page });
}

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

/**
 * One mechanism for every screen: the title follows the route the router settled on (not the one still
 * loading) and the interface language.
 */
export function followDocumentTitle(router: AppRouter, i18n: I18n): () => void {
  const update = () => {
    const { navigation, matches } = router.state;
    if (!i18n.isInitialized || navigation.state !== 'idle' || matches.length === 0) return;
    const handle = matches.at(-1)?.route.handle as TitledHandle | undefined;
    document.title = documentTitle(i18n.t, handle?.title);
  };
  const unsubscribe = router.subscribe(update);
  i18n.on('initialized', update);
  i18n.on('languageChanged', update);
  update();
  return () => {
    unsubscribe();
    i18n.off('initialized', update);
    i18n.off('languageChanged', update);
  };
}
