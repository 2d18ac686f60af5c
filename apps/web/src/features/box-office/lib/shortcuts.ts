/** The box office's keyboard shortcuts: the help overlay lists exactly these (key shown, then action). */
export const shortcuts = [
  { hotkey: 'e', keys: ['E'], action: 'event' },
  { hotkey: 'm', keys: ['M'], action: 'map' },
  { hotkey: 'b', keys: ['B'], action: 'best' },
  { hotkey: 'a', keys: ['A'], action: 'add' },
  { hotkey: 'Escape', keys: ['Esc'], action: 'clear' },
  { hotkey: 'c', keys: ['C'], action: 'cart' },
  { hotkey: 'v', keys: ['V'], action: 'validate' },
  { hotkey: 'shift+?', keys: ['?'], action: 'help' },
] as const;
export type ShortcutAction = (typeof shortcuts)[number]['action'];
/** What each shortcut does on the current screen (the sale workspace fills them in). */
export type ShortcutHandlers = Partial<Record<ShortcutAction, () => void>>;
