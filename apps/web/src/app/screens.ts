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
  'artist-entry': () => import('./routes/artist-entry'),
  'artist-list': () => import('./routes/artist-list'),
  'artist-add': () => import('./routes/artist-add'),
  'artist-detail': () => import('./routes/artist-detail'),
  'show-category-entry': () => import('./routes/show-category-entry'),
  'show-category-list': () => import('./routes/show-category-list'),
  'show-category-add': () => import('./routes/show-category-add'),
  'show-category-detail': () => import('./routes/show-category-detail'),
  'pricing-entry': () => import('./routes/pricing-entry'),
  'pricing-list': () => import('./routes/pricing-list'),
  'pricing-add': () => import('./routes/pricing-add'),
  'pricing-detail': () => import('./routes/pricing-detail'),
  'producer-entry': () => import('./routes/producer-entry'),
  'producer-list': () => import('./routes/producer-list'),
  'producer-add': () => import('./routes/producer-add'),
  'producer-detail': () => import('./routes/producer-detail'),
  'sales-channel-list': () => import('./routes/sales-channel-list'),
  'room-entry': () => import('./routes/room-entry'),
  'room-list': () => import('./routes/room-list'),
  'room-add': () => import('./routes/room-add'),
  'room-detail': () => import('./routes/room-detail'),
  'show-list': () => import('./routes/show-list'),
  'show-add': () => import('./routes/show-add'),
  'show-detail': () => import('./routes/show-detail'),
  'show-events': () => import('./routes/show-events'),
  'tax-class-list': () => import('./routes/tax-class-list'),
  'user-entry': () => import('./routes/user-entry'),
  'user-list': () => import('./routes/user-list'),
  'user-add': () => import('./routes/user-add'),
  'user-detail': () => import('./routes/user-detail'),
  'my-account': () => import('./routes/my-account'),
  'my-account-settings': () => import('./routes/my-account-settings'),
  'box-office': () => import('./routes/box-office'),
  'order-entry': () => import('./routes/order-entry'),
  'order-list': () => import('./routes/order-list'),
  'order-detail': () => import('./routes/order-detail'),
};

export const screenModule = (screen: string): Lazy => screens[screen] ?? notAvailable;
