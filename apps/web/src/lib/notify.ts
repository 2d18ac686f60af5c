import { notifications } from '@mantine/notifications';
import { nextToastPosition } from './toast-position';

/** The toast types of SPEC section 8, each with its colour. Toasts sit bottom right for 2000 ms. */
const colours = {
  success: 'teal',
  error: 'red',
  info: 'cyan',
  warning: 'yellow',
  primary: 'violet',
  purple: 'grape',
  blue: 'blue',
  green: 'green',
  orange: 'orange',
} as const;

export type ToastType = keyof typeof colours;
export const TOAST_DURATION = 2000;

export function notify(type: ToastType, message: string, title?: string) {
  notifications.show({
    color: colours[type],
    message,
    title,
    autoClose: TOAST_DURATION,
    withBorder: true,
    position: nextToastPosition(),
  });
}
