import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { notificationsStore } from '@mantine/notifications';

const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

/**
 * Mantine's toasts, downloaded with the first toast rather than with every screen (the login screen
 * shows none): until then only the small store that `notify` writes to is loaded. A toast queued
 * before the component lands is shown when it does.
 */
export function LazyNotifications(props: ComponentProps<typeof Notifications>) {
  const [needed, setNeeded] = useState(() => notificationsStore.getState().notifications.length > 0);
  useEffect(() => {
    if (needed) return;
    const stop = notificationsStore.subscribe(() => setNeeded(true));
    return () => void stop();
  }, [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  ) : null;
}
