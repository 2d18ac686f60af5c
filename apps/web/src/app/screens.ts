import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { catalogueList, screenOf } from '@encore/shared/catalogue/catalogue-list';

export type Lazy = LazyRouteFunction<RouteObject>;
type Kind = 'list' | 'add' | 'detail';

/**
 * A declared resource's screens (list, add, detail; a modal-edited one has its list only): one lazily
 * loaded module exporting `screens`.
 */
function resource(
  name: string,
  load: () => Promise<ScreensModule>,
  kinds: readonly Kind[] = ['list', 'add', 'detail'],
): Record<string, Lazy> {
  return Object.fromEntries(
    kinds.map((kind) => [`${name}-${kind}`, async () => ({ Component: (await load()).screens[kind] })]),
  );
}

const notAvailable: Lazy = () => import('./routes/not-available');

type ScreensModule = { screens: Partial<Record<Kind, ComponentType>> };
// Every screen module, each its own lazily loaded chunk as with a written import: the catalogue's entities
// find theirs by name (routes/<screen>.tsx), so the shared catalogue list is their only registration.
const routeModules = import.meta.glob<ScreensModule>(['./routes/*.tsx', '!./routes/*.test.tsx']);

/** The catalogue list's screens: routes/artist.tsx exports the artists' list, add and detail screens. */
const catalogueScreens = Object.assign(
  {},
  ...catalogueList.map((entry) => {
    const load = routeModules[`./routes/${screenOf(entry)}.tsx`];
    if (!load) throw new Error(`routes/${screenOf(entry)}.tsx is missing`);
    return resource(screenOf(entry), load, entry.screens);
  }),
) as Record<string, Lazy>;

/**
 * Screen id (from the shared route table) -> lazily loaded module. Screens of issues not landed yet show
 * the honest "not available yet" page; `<name>-entry` screens are the router's redirect to the list.
 */
export const screens: Record<string, Lazy> = {
  dashboard: () => import('./routes/dashboard'),
  analytics: () => import('./routes/analytics'),
  'business-settings': () => import('./routes/business-settings'),
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
  ...catalogueScreens,
  'pricing-list': () => import('./routes/pricing-list'),
  'pricing-add': () => import('./routes/pricing-add'),
  'pricing-detail': () => import('./routes/pricing-detail'),
  'room-list': () => import('./routes/room-list'),
  'room-add': () => import('./routes/room-add'),
  'room-detail': () => import('./routes/room-detail'),
  'show-list': () => import('./routes/show-list'),
  'show-add': () => import('./routes/show-add'),
  'show-detail': () => import('./routes/show-detail'),
  'show-events': () => import('./routes/show-events'),
  'user-list': () => import('./routes/user-list'),
  'user-add': () => import('./routes/user-add'),
  'user-detail': () => import('./routes/user-detail'),
  'my-account': () => import('./routes/my-account'),
  'my-account-settings': () => import('./routes/my-account-settings'),
  'box-office': () => import('./routes/box-office'),
  'check-in': () => import('./routes/check-in'),
  till: () => import('./routes/till'),
  journal: () => import('./routes/journal'),
  'order-list': () => import('./routes/order-list'),
  'order-detail': () => import('./routes/order-detail'),
};

export const screenModule = (screen: string): Lazy => screens[screen] ?? notAvailable;
