import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RouteMeta } from '@encore/shared/routes';
import { decideNavigation } from '@/lib/guards/decide-navigation';
import { useAbility } from '@/lib/ability';
import { onSessionExpired } from '@/lib/api-client';
import { sessionStore, useSession } from '@/lib/session/session-store';
import { endSession, leaveSession } from '@/lib/session/end-session';
import { getMeForSession } from './load-session-user';
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

/** Loads the user at start when a token exists (SPEC section 4); on failure, login after 1 s. */
function useSessionUser() {
  const navigate = useNavigate();
  const { token, user } = useSession();
  const loading = useRef(false);
  useEffect(() => {
    onSessionExpired(() => leaveSession(navigate));
  }, [navigate]);
  useEffect(() => {
    if (!token || user || loading.current) return;
    loading.current = true;
    getMeForSession()
      // A logout may have happened meanwhile (guest-only route): never revive a cleared session.
      .then((me) => {
        if (sessionStore.get().token === token) sessionStore.setUser(me);
      })
      .catch((error: unknown) => {
        console.error('Loading the current user failed', error);
        leaveSession(navigate);
      })
      .finally(() => {
        loading.current = false;
      });
  }, [token, user, navigate]);
}

/** Every screen passes here: session, guards, scrolling, progress bar, and the layout that fits. */
export function RootLayout() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const location = useLocation();
  const { token, user, leaving } = useSession();
  const ability = useAbility();
  useSessionUser();

  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  const decision = decideNavigation({ meta, fullPath, hasToken: Boolean(token), user, ability, leaving });
  // Visiting a guest-only route with a token logs out; a token that appears while the user stays there
  // (signing in on the login screen) must not, hence one check per navigation, not per render.
  const guestOnly = Boolean(meta.requiresGuest);
  useEffect(() => {
    if (guestOnly && sessionStore.get().token) endSession();
    if (guestOnly && sessionStore.get().leaving) sessionStore.setLeaving(false);
  }, [location.key, guestOnly]);

  let content = <Outlet />;
  if (decision.kind === 'redirect') content = <Navigate to={decision.to} replace />;
  if (decision.kind === 'wait') {
    content = (
      <Center h="60vh" role="status" aria-label={leaving ? t('loggingOut') : t('loading')}>
        <Loader type="dots" />
      </Center>
    );
  }
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
