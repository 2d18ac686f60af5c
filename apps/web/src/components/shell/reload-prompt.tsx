import { lazy, Suspense, useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

// The prompt's Notification downloads only when a new version is there to announce.
const UpdateNotice = lazy(() => import('./update-notice'));

/** Registers the service worker and shows a reload prompt when a new version of the app waits in it. */
export function ReloadPrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError: (error) => console.error('Service worker registration failed', error),
  });
  useEffect(() => {
    // Checks for a new version every hour for users who keep Encore open all day.
    const timer = setInterval(
      () => navigator.serviceWorker?.getRegistration().then((r) => r?.update()),
      3_600_000,
    );
    return () => clearInterval(timer);
  }, []);
  if (!needRefresh) return null;
  return (
    <Suspense fallback={null}>
      <UpdateNotice onReload={() => void updateServiceWorker(true)} onLater={() => setNeedRefresh(false)} />
    </Suspense>
  );
}
