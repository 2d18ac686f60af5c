import { useHotkeys } from '@mantine/hooks';
import { shortcuts, type ShortcutAction } from '../lib/shortcuts';

/**
 * Single keys for the counter (none while typing in a field, Mantine's default); each does what the help
 * overlay says. The seat map's own keys (arrows, Enter, + and -) work when it has the focus.
 */
export function useBoxOfficeHotkeys(handlers: Record<ShortcutAction, () => void>) {
  useHotkeys(shortcuts.map((s) => [s.hotkey, () => handlers[s.action]()]));
}
