import type { LazyRouteFunction, RouteObject } from 'react-router';

type Lazy = LazyRouteFunction<RouteObject>;

const notAvailable: Lazy = () => import('./routes/not-available');

/**
 * Screen id (from the shared route table) -> lazily loaded module. Screens of issues not landed yet show
 * the honest "not available yet" page.
 */
export const screens: Record<string, Lazy> = {
  dashboard: () => import('./routes/dashboard'),
  login: () => import('./routes/login'),
  signup: () => import('./routes/signup'),
  'request-password': () => import('./routes/request-password'),
  'reset-password': () => import('./routes/reset-password'),
  unauthorized: () => import('./routes/unauthorized'),
  'not-authorized': () => import('./routes/not-authorized'),
  status: () => import('./routes/status'),
  roadmap: () => import('./routes/roadmap'),
  inbox: () => import('./routes/inbox'),
};

export const screenModule = (screen: string): Lazy => screens[screen] ?? notAvailable;
