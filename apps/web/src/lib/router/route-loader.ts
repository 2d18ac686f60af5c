import { replace, type LoaderFunction, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteMeta } from '@encore/shared/routes';
import { decideNavigation } from '@/lib/guards/decide-navigation';
import { abilityOf, loadAbility } from '@/lib/ability';
import { sessionStore } from '@/lib/session/session-store';
import { endSession } from '@/lib/session/end-session';
import { ensureSessionUser } from '@/lib/session/load-session-user';

/**
 * What a screen needs before it renders: it starts its queries (`client.prefetchQuery`, which never
 * throws; a failure is shown by the screen's own query). The router runs it while the screen's code
 * downloads. Answering a Response (a redirect) sends the user there instead.
 */
export type ScreenData = (args: LoaderFunctionArgs, client: QueryClient) => unknown;

export interface LoaderContext {
  /** The query cache, loaded by the first screen with data (the sign-in screens have none). */
  client(): Promise<QueryClient>;
  /** The hash of the location being loaded: a loader's request carries none. */
  hashOf(pathname: string): string;
  /** A failed user load: logout, then the login screen 1 s later. */
  leave(): void;
  /** The code every signed-in screen needs (its layout), loaded before a screen with a user renders. */
  signedIn?(): Promise<unknown>;
}

/**
 * The loader of every screen: the route guards of SPEC sections 4 and 6 (see decideNavigation), then the
 * screen's data. Guards run here, before anything renders, instead of in effects after a first paint.
 */
export function screenLoader(meta: RouteMeta, data: ScreenData | undefined, context: LoaderContext) {
  const loader: LoaderFunction = async (args) => {
    const url = new URL(args.request.url);
    // Open screens (status, roadmap) want the user too: signed in, they show in the app's layout.
    const user = meta.requiresGuest ? sessionStore.get().user : await ensureSessionUser(context.leave);
    if (user) await Promise.all([loadAbility(), context.signedIn?.()]);
    const { token, leaving } = sessionStore.get();
    const decision = decideNavigation({
      meta,
      fullPath: `${url.pathname}${url.search}${context.hashOf(url.pathname)}`,
      hasToken: Boolean(token),
      user,
      ability: abilityOf(user),
      leaving,
    });
    // Replace, like the former <Navigate replace>: Back must not return to a screen that sends away again.
    if (decision.kind === 'redirect') return replace(decision.to);
    if (meta.requiresGuest) {
      // Opening a guest-only screen with a token logs out; it also ends the 1 s "logging out" wait.
      if (decision.kind === 'logout') endSession();
      if (sessionStore.get().leaving) sessionStore.setLeaving(false);
    }
    // 'wait' (logging out, or the user failed to load): the layout shows its loader, no data is asked.
    if (decision.kind === 'wait' || !data) return null;
    const answer = await data(args, await context.client());
    return answer instanceof Response ? answer : null;
  };
  return loader;
}
