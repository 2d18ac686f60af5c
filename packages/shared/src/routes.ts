import type { Action, RoleName, Subject } from './auth/permissions';
import { catalogueList, screenOf, type CatalogueEntry } from './catalogue/catalogue-list';

/** Route metadata of SPEC section 2; the web router and the server's Cache-Control both read it. */
export interface RouteMeta {
  requiresAuth?: boolean;
  requiresGuest?: boolean;
  subject?: Subject;
  action?: Action;
  /** Semicolon-separated role names, as the spec writes them. */
  requireRole?: string;
}

export interface AppRoute {
  path: string;
  /** Screen id: the web app maps it to a lazily loaded module. */
  screen: string;
  meta: RouteMeta;
}

const auth: RouteMeta = { requiresAuth: true };
const guest: RouteMeta = { requiresGuest: true };
const open: RouteMeta = {};

/** Signed in, with `action` on `subject`: the guard sends anyone else to /not-authorized (product.md). */
const can = (action: Action, subject: Subject): RouteMeta => ({ requiresAuth: true, subject, action });

/**
 * Resource screens whose entry path redirects to the list. The spec asks only for a login; we add the
 * resource's rules, so a screen the user's rules refuse is never opened (an add form filled in for
 * nothing, a list that fails to load): reading for the list and detail, creating for the add form.
 */
function resource(base: string, param: string, name: string, subject: Subject): AppRoute[] {
  return [
    { path: base, screen: `${name}-entry`, meta: can('read', subject) },
    { path: `${base}/all`, screen: `${name}-list`, meta: can('read', subject) },
    { path: `${base}/add`, screen: `${name}-add`, meta: can('create', subject) },
    { path: `${base}/:${param}`, screen: `${name}-detail`, meta: can('read', subject) },
  ];
}

/** A catalogue entity's screens: the four above, or its list alone at its base path (edited in a modal). */
function catalogue(entry: CatalogueEntry): AppRoute[] {
  const { routeBase, param, subject } = entry;
  if (entry.screens.includes('add')) return resource(routeBase, param, screenOf(entry), subject);
  return [{ path: routeBase, screen: `${screenOf(entry)}-list`, meta: can('read', subject) }];
}

export const appRoutes: AppRoute[] = [
  ...catalogueList.flatMap(catalogue),
  { path: '/', screen: 'dashboard', meta: { requiresAuth: true, subject: 'Dashboard', action: 'view' } },
  { path: '/auth/login', screen: 'login', meta: guest },
  { path: '/auth/request-password', screen: 'request-password', meta: guest },
  { path: '/auth/signup', screen: 'signup', meta: guest },
  { path: '/auth/reset-password', screen: 'reset-password', meta: open },
  { path: '/auth/undo-email-change', screen: 'undo-email-change', meta: open },
  { path: '/auth/unauthorized', screen: 'unauthorized', meta: open },
  { path: '/not-authorized', screen: 'not-authorized', meta: open },
  {
    path: '/box-office',
    screen: 'box-office',
    meta: { requiresAuth: true, subject: 'BoxOffice', action: 'view' },
  },
  {
    path: '/check-in',
    screen: 'check-in',
    meta: { requiresAuth: true, subject: 'CheckIn', action: 'create' },
  },
  { path: '/till', screen: 'till', meta: can('read', 'TillSession') },
  { path: '/inbox', screen: 'inbox', meta: open },
  { path: '/my-account', screen: 'my-account', meta: auth },
  { path: '/my-account/settings', screen: 'my-account-settings', meta: auth },
  { path: '/order', screen: 'order-entry', meta: can('read', 'Order') },
  { path: '/order/all', screen: 'order-list', meta: can('read', 'Order') },
  { path: '/order/:orderId', screen: 'order-detail', meta: can('read', 'Order') },
  ...resource('/pricing', 'pricingId', 'pricing', 'Pricing'),
  ...resource('/room', 'roomId', 'room', 'Room'),
  { path: '/settings/analytics', screen: 'analytics', meta: can('read', 'Analytics') },
  { path: '/settings/business', screen: 'business-settings', meta: can('update', 'Business') },
  { path: '/journal', screen: 'journal', meta: can('read', 'Journal') },
  {
    path: '/show/all',
    screen: 'show-list',
    meta: { requiresAuth: true, subject: 'Show', action: 'read_own' },
  },
  {
    path: '/show/add',
    screen: 'show-add',
    meta: { requiresAuth: true, subject: 'Show', action: 'manage_own' },
  },
  {
    path: '/show/:showId/events',
    screen: 'show-events',
    meta: { requiresAuth: true, subject: 'Event', action: 'manage_own' },
  },
  {
    path: '/show/:showId',
    screen: 'show-detail',
    meta: { requiresAuth: true, subject: 'Show', action: 'manage_own' },
  },
  { path: '/user', screen: 'user-entry', meta: auth },
  { path: '/user/all', screen: 'user-list', meta: { requiresAuth: true, requireRole: 'SUPER_ADMIN' } },
  { path: '/user/add', screen: 'user-add', meta: can('create', 'User') },
  { path: '/user/:userId', screen: 'user-detail', meta: can('read', 'User') },
  { path: '/roadmap', screen: 'roadmap', meta: open },
  { path: '/status', screen: 'status', meta: open },
];

/** Splits a requireRole value ("SUPER_ADMIN;ADMIN") into role names. */
export function parseRequiredRoles(requireRole: string | undefined): RoleName[] {
  if (!requireRole) return [];
  return requireRole
    .split(';')
    .map((r) => r.trim())
    .filter(Boolean) as RoleName[];
}

function toRegExp(path: string): RegExp {
  const pattern = path.replace(/:[A-Za-z]+/g, '[^/]+');
  return new RegExp(`^${pattern}/?$`);
}
const compiled = appRoutes.map((route) => ({ route, re: toRegExp(route.path) }));

/** The route a browser path resolves to, preferring static segments ('/show/add' over '/show/:showId'). */
export function matchAppRoute(pathname: string): AppRoute | undefined {
  const hits = compiled.filter(({ re }) => re.test(pathname)).map(({ route }) => route);
  return hits.sort((a, b) => paramCount(a.path) - paramCount(b.path))[0];
}
function paramCount(path: string): number {
  return (path.match(/:/g) ?? []).length;
}
