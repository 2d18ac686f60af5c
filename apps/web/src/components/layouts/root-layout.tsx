import { lazy, Suspense } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RouteMeta } from '@encore/shared/routes';
import { decideNavigation } from '@/lib/guards/decide-navigation';
import { useAbility } from '@/lib/ability';
import { useSession } from '@/lib/session/session-store';
import { ScrollManager } from '@/components/shell/scroll-manager';
import { RouteProgress } from '@/components/shell/route-progress';
import { useUnsavedChangesBlocker } from '@/components/form/unsaved-changes-blocker';
import { GuestLayout } from './guest-layout';

// The signed-in layout (navigation, user menu, icons) is not the guest screens' business: it downloads
// with the first signed-in screen (its loader asks for it, app/signed-in-shell.ts).
const AppLayout = lazy(async () => ({ default: (await import('./app-layout')).AppLayout }));
// The service worker's registration (workbox-window, ~2 KiB) waits for the first screen's render.
const ReloadPrompt = lazy(async () => ({
  default: (await import('@/components/shell/reload-prompt')).ReloadPrompt,
}));
// TanStack Query too: every screen but the login's reads or writes through it (app/router.tsx).
const QueryProvider = lazy(() => import('./query-provider'));
// The unsaved-changes dialog (a Modal) is not the login screen's either; its blocker is (below).
const UnsavedChangesDialog = lazy(async () => ({
  default: (await import('@/components/form/unsaved-changes-guard')).UnsavedChangesDialog,
}));

function useRouteHandle(): { meta: RouteMeta; withoutQueries: boolean } {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as
    { meta?: RouteMeta; withoutQueries?: boolean } | undefined;
  return { meta: handle?.meta ?? {}, withoutQueries: handle?.withoutQueries ?? false };
}

/**
 * Every screen passes here: scrolling, progress bar, and the layout that fits. The guards' redirects run
 * in the route loaders (lib/router/route-loader.ts) before a screen renders; this only covers a session
 * that ends while a protected screen is on display (logout, a refused refresh, another tab): the screen
 * gives way to a loader until the login screen comes (1 s later, or once its loader has run again).
 */
export function RootLayout() {
  const { t } = useTranslation();
  const { meta, withoutQueries } = useRouteHandle();
  const location = useLocation();
  const { token, user, leaving } = useSession();
  const ability = useAbility();
  const unsaved = useUnsavedChangesBlocker();

  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  const decision = decideNavigation({ meta, fullPath, hasToken: Boolean(token), user, ability, leaving });
  const waiting = decision.kind === 'wait' || decision.kind === 'redirect';

  const content = waiting ? (
    <Center h="60vh" role="status" aria-label={leaving ? t('loggingOut') : t('loading')}>
      <Loader type="dots" />
    </Center>
  ) : (
    <Outlet />
  );
  const Layout = user && !meta.requiresGuest ? AppLayout : GuestLayout;
  const page = <Layout>{content}</Layout>;
  return (
    <>
      <ScrollManager />
      <RouteProgress />
      <Suspense fallback={null}>
        <ReloadPrompt />
      </Suspense>
      {withoutQueries ? null : (
        <Suspense fallback={null}>
          <UnsavedChangesDialog {...unsaved} />
        </Suspense>
      )}
      {withoutQueries ? page : <QueryProvider>{page}</QueryProvider>}
    </>
  );
}
