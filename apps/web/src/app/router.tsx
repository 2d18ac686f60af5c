import { createBrowserRouter, type RouteObject } from 'react-router';
import { appRoutes } from '@encore/shared/routes';
import { RootLayout } from '@/components/layouts/root-layout';
import { RouteError } from '@/components/pages/route-error';
import { screenModule } from './screens';

export interface RouteHandle {
  meta: (typeof appRoutes)[number]['meta'];
}

const children: RouteObject[] = appRoutes.map((route) => ({
  path: route.path,
  lazy: screenModule(route.screen),
  handle: { meta: route.meta } satisfies RouteHandle,
}));

// Unknown paths, template demo routes included, fall to the not-found page.
children.push({
  path: '*',
  lazy: () => import('./routes/not-found'),
  handle: { meta: {} } satisfies RouteHandle,
});

// Lazy screens load after the first render; nothing to show meanwhile but the layout's own loader.
export const router = createBrowserRouter([
  { element: <RootLayout />, errorElement: <RouteError />, HydrateFallback: () => null, children },
]);
