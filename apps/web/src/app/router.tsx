import { createBrowserRouter, replace, type RouteObject } from 'react-router';
import { appRoutes } from '@encore/shared/routes';
import { RootLayout } from '@/components/layouts/root-layout';
import { RouteError } from '@/components/pages/route-error';
import { onSessionExpired } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { screenLoader, type LoaderContext, type ScreenData } from '@/lib/router/route-loader';
import { leaveSession } from '@/lib/session/end-session';
import { sessionStore } from '@/lib/session/session-store';
import { screenModule } from './screens';
import { screenData } from './screen-data';

export interface RouteHandle {
  meta: (typeof appRoutes)[number]['meta'];
}

// Set once the router exists; the first loaders may run before (the initial location is the window's).
let current: ReturnType<typeof createBrowserRouter> | null = null;
const navigate = (to: string) => void current?.navigate(to);

const context: LoaderContext = {
  client: queryClient,
  hashOf(pathname) {
    const location = current
      ? (current.state.navigation.location ?? current.state.location)
      : window.location;
    return location.pathname === pathname ? location.hash : '';
  },
  leave: () => leaveSession(navigate),
};

// `/artist` opens `/artist/all`: every `<name>-entry` screen of the route table, once its guard passed.
const toList =
  (path: string): ScreenData =>
  () =>
    replace(`${path}/all`);

// A screen's loader (guards + its queries) runs while its lazy code downloads.
const children: RouteObject[] = appRoutes.map((route) => {
  const entry = route.screen.endsWith('-entry');
  return {
    path: route.path,
    lazy: entry ? undefined : screenModule(route.screen),
    loader: screenLoader(route.meta, entry ? toList(route.path) : screenData[route.screen], context),
    handle: { meta: route.meta } satisfies RouteHandle,
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
