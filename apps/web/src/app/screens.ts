import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

export type Lazy = LazyRouteFunction<RouteObject>;
type Kind = 'list' | 'add' | 'detail';

/**
 * A declared resource's screens (list, add, detail; a modal-edited one has its list only): one lazily
 * loaded module exporting `screens`.
 */
function resource(
  name: string,
  load: () => Promise<{ screens: Partial<Record<Kind, ComponentType>> }>,
  kinds: readonly Kind[] = ['list', 'add', 'detail'],
): Record<string, Lazy> {
  return Object.fromEntries(
    kinds.map((kind) => [`${name}-${kind}`, async () => ({ Component: (await load()).screens[kind] })]),
  );
}

const notAvailable: Lazy = () => import('./routes/not-available');

/**
 * Screen id (from the shared route table) -> lazily loaded module. Screens of issues not landed yet show
 * the honest "not available yet" page; `<name>-entry` screens are the router's redirect to the list.
 */
export const screens: Record<string, Lazy> = {
  dashboard: () => import('./routes/dashboard'),
  analytics: () => import('./routes/analytics'),
  login: () => import('./routes/login'),
  signup: () => import('./routes/signup'),
  'request-password': () => import('./routes/request-password'),
  'reset-password': () => import('./routes/reset-password'),
  'undo-email-change': () => import('./routes/undo-email-change'),
  unauthorized: () => import('./routes/unauthorized'),
  'not-authorized': () => import('./routes/not-authorized'),
  status: () => import('./routes/status'),
  roadmap: () => import('./routes/roadmap'),
  inbox: () => import('./routes/inbox'),
  ...resource('artist', () => import('./routes/artist')),
  ...resource('producer', () => import('./routes/producer')),
  ...resource('show-category', () => import('./routes/show-category')),
  'pricing-list': () => import('./routes/pricing-list'),
  'pricing-add': () => import('./routes/pricing-add'),
  'pricing-detail': () => import('./routes/pricing-detail'),
  ...resource('sales-channel', () => import('./routes/sales-channel'), ['list']),
  'room-list': () => import('./routes/room-list'),
  'room-add': () => import('./routes/room-add'),
  'room-detail': () => import('./routes/room-detail'),
  'show-list': () => import('./routes/show-list'),
  'show-add': () => import('./routes/show-add'),
  'show-detail': () => import('./routes/show-detail'),
  'show-events': () => import('./routes/show-events'),
  ...resource('tax-class', () => import('./routes/tax-class'), ['list']),
  'user-list': () => import('./routes/user-list'),
  'user-add': () => import('./routes/user-add'),
  'user-detail': () => import('./routes/user-detail'),
  'my-account': () => import('./routes/my-account'),
  'my-account-settings': () => import('./routes/my-account-settings'),
  'box-office': () => import('./routes/box-office'),
  'check-in': () => import('./routes/check-in'),
  'order-list': () => import('./routes/order-list'),
  'order-detail': () => import('./routes/order-detail'),
};

export const screenModule = (screen: string): Lazy => screens[screen] ?? notAvailable;
