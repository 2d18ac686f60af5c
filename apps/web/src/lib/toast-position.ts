import type { NotificationData } from '@mantine/notifications';

export type NotificationPosition = NonNullable<NotificationData['position']>;

/** Where toasts go when nothing on screen asks otherwise (app/providers.tsx gives it to Mantine). */
export const defaultToastPosition: NotificationPosition = 'bottom-right';

let placer: (() => NotificationPosition | undefined) | undefined;

/**
 * Where the next toast goes: the placer a screen set (toast-placement.ts, off the elements it keeps
 * clear), else Mantine's default. The placing code loads with the screens that need it, not with the
 * sign-in screen (its JavaScript is capped: e2e/bundle-size.spec.ts).
 */
export function nextToastPosition(): NotificationPosition | undefined {
  return placer?.();
}

export function setToastPlacer(next: typeof placer): void {
  placer = next;
}
