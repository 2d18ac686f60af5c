import { createBrowserRouter, replace, type RouteObject } from 'react-router';
import { appRoutes } from '@encore/shared/routes';
import { RootLayout } from '@/components/layouts/root-layout';
import { RouteError } from '@/components/pages/route-error';
import { onSessionExpired } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { followDocumentTitle } from '@/lib/router/document-title';
import { screenLoader, type LoaderContext, type ScreenData } from '@/lib/router/route-loader';
import { leaveSession } from '@/lib/session/end-session';
import { sessionStore } from '@/lib/session/session-store';
import { screenModule, type Lazy } from './screens';
import { screenData } from './screen-data';
import { loadAppLayout } from './signed-in-shell';

export interface RouteHandle {
  meta: (typeof appRoutes)[number]['meta'];
  /** The screen id, which names the window's title (lib/router/document-title.ts). */
  title?: string;
  /** The login screen needs no query cache: TanStack Query is not downloaded for it (root-layout.tsx). */
  withoutQueries?: boolean;
}

// Set once the router exists; the first loaders may run before (the initial location is the window's).
let current: ReturnType<typeof createBrowserRouter> | null = null;
const navigate = (to: string) => void current?.navigate(to);

const context: LoaderContext = {
  client: async () => (await import('@/lib/query-client')).queryClient,
  hashOf(pathname) {
    const location = current
      ? (current.state.navigation.location ?? current.state.location)
      : window.location;
    return location.pathname === pathname ? location.hash : '';
  },
  leave: () => leaveSession(navigate),
  signedIn: loadAppLayout,
};

// `/artist` opens `/artist/all`: every `<name>-entry` screen of the route table, once its guard passed.
const toList =
  (path: string): ScreenData =>
  () =>
    replace(`${path}/all`);

/**
 * A signed-in screen asks for the signed-in layout before its own code: the layout brings the rest of
 * Mantine's styles (components/layouts/mantine-rest.css), which must come before the screen's own styles
 * (data table, dates, charts) as they did when all of Mantine's styles were in the entry.
 */
const signedInFirst =
  (requiresAuth: boolean | undefined, load: Lazy): Lazy =>
  () => {
    if (requiresAuth) void loadAppLayout().catch(() => undefined);
    return load();
  };

// A screen's loader (guards + its queries) runs while its lazy code downloads.
const children: RouteObject[] = appRoutes.map((route) => {
  const entry = route.screen.endsWith('-entry');
  return {
    path: route.path,
    lazy: entry ? undefined : signedInFirst(route.meta.requiresAuth, screenModule(route.screen)),
    loader: screenLoader(route.meta, entry ? toList(route.path) : screenData[route.screen], context),
    handle: {
      meta: route.meta,
      title: route.screen.replace(/-entry$/, '-list'),
      withoutQueries: route.screen === 'login',
    } satisfies RouteHandle,
  };
});

// Unknown paths, template demo routes included, fall to the not-found page.
children.push({
  path: '*',
  lazy: () => import('./routes/not-found'),
  handle: { meta: {} } satisfies RouteHandle,
});

// Nothing to show before the first screen's loader and code are there; the page's own HTML shows meanwhile.
export const router = createBrowserRouter([
  { element: <RootLayout />, errorElement: <RouteError />, HydrateFallback: () => null, children },
]);
current = router;
followDocumentTitle(router, i18n);

// A refused token refresh anywhere: logout, then login 1 s later.
onSessionExpired(() => leaveSession(navigate));

// The session changed while a protected screen is on display (another tab logged out, the user's own role
// was edited): its guard runs again, and sends to login or /not-authorized when it no longer passes.
let last = sessionStore.get();
sessionStore.subscribe(() => {
  const next = sessionStore.get();
  const changed = (Boolean(last.token) && !next.token) || last.user !== next.user;
  last = next;
  const { initialized, navigation, matches } = router.state;
  const meta = (matches.at(-1)?.route.handle as RouteHandle | undefined)?.meta;
  if (changed && !next.leaving && initialized && navigation.state === 'idle' && meta?.requiresAuth)
    void router.revalidate();
});
