import { Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { Providers } from './providers';
import { router } from './router';

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <Providers>
        {/* A screen waits here while its translations download (lib/i18n.ts); the router's navigations run
            in transitions, so the previous screen stays on view meanwhile instead of this empty fallback. */}
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </Providers>
    </I18nextProvider>
  );
}
