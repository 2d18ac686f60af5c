import { RouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { Providers } from './providers';
import { router } from './router';

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </I18nextProvider>
  );
}
