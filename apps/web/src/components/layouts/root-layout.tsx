import { Outlet, useLocation, useMatches } from 'react-router';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RouteMeta } from '@encore/shared/routes';
import { decideNavigation } from '@/lib/guards/decide-navigation';
import { useAbility } from '@/lib/ability';
import { useSession } from '@/lib/session/session-store';
import { ScrollManager } from '@/components/shell/scroll-manager';
import { RouteProgress } from '@/components/shell/route-progress';
import { ReloadPrompt } from '@/components/shell/reload-prompt';
import { AppLayout } from './app-layout';
import { GuestLayout } from './guest-layout';

function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as { meta?: RouteMeta } | undefined;
  return handle?.meta ?? {};
}

/**
 * Every screen passes here: scrolling, progress bar, and the layout that fits. The guards' redirects run
 * in the route loaders (lib/router/route-loader.ts) before a screen renders; this only covers a session
 * that ends while a protected screen is on display (logout, a refused refresh, another tab): the screen
 * gives way to a loader until the login screen comes (1 s later, or once its loader has run again).
 */
export function RootLayout() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const location = useLocation();
  const { token, user, leaving } = useSession();
  const ability = useAbility();

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
  return (
    <>
      <ScrollManager />
      <RouteProgress />
      <ReloadPrompt />
      <Layout>{content}</Layout>
    </>
  );
}
