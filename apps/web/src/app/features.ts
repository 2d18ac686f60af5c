import { appRoutes } from '@encore/shared/routes';
import { initI18n } from '@/lib/i18n';
import type { StartupFeature } from '@/lib/start-features';
import { preloadSessionUser } from '@/lib/session/load-session-user';

/**
 * The optional start-up features of SPEC section 7. Each may fail on its own without stopping the app.
 * Several are carried by providers or the server and have nothing to prepare in the browser; they stay
 * listed so the start-up sequence reads like the spec.
 */
export const startupFeatures: StartupFeature[] = [
  { name: 'cache headers', setup: () => undefined }, // sent by the server (SPEC section 9)
  { name: 'language', setup: async () => void (await initI18n()) },
  { name: 'permissions', setup: () => undefined }, // rules arrive with the user (lib/ability.ts)
  { name: 'dark mode', setup: () => undefined }, // applied before paint by public/color-scheme.js
  { name: 'data loader', setup: () => undefined }, // TanStack Query client (app/providers.tsx)
  { name: 'directives', setup: () => undefined },
  { name: 'notifications', setup: () => undefined },
  { name: 'progress bar', setup: () => undefined },
  {
    name: 'router check',
    setup() {
      const paths = appRoutes.map((route) => route.path);
      if (new Set(paths).size !== paths.length) throw new Error('Duplicate paths in the route table');
    },
  },
  // The session gate loads the user; asking for it now overlaps the request with the screen's download.
  { name: 'session check', setup: () => preloadSessionUser() },
  { name: 'user ability', setup: () => undefined },
  { name: 'calendar', setup: () => undefined },
  { name: 'tooltips', setup: () => undefined },
  { name: 'charts', setup: () => undefined },
  { name: 'forms', setup: () => undefined },
  { name: 'template context', setup: () => undefined },
];
