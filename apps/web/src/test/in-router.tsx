import type { ReactElement } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { UnsavedChangesPrompt } from '@/components/form/unsaved-changes-guard';

/**
 * A screen inside a data router, as in the app (forms ask before leaving through the router's blocker),
 * with a link to another page to try leaving by.
 */
export function inRouter(ui: ReactElement) {
  const router = createMemoryRouter([
    {
      element: (
        <>
          <UnsavedChangesPrompt />
          <Outlet />
        </>
      ),
      children: [
        {
          path: '/',
          element: (
            <>
              {ui}
              {/* eslint-disable-next-line i18next/no-literal-string -- a test's link */}
              <Link to="/elsewhere">Elsewhere</Link>
            </>
          ),
        },
        // eslint-disable-next-line i18next/no-literal-string -- a test's page
        { path: '/elsewhere', element: <p>Another page</p> },
      ],
    },
  ]);
  return { router, element: <RouterProvider router={router} /> };
}
