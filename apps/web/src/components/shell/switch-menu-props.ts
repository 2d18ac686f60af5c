import type { ReactNode } from 'react';

// Its own file: the menu and its lazily loaded dropdown both take these, and neither imports the other's types.
export interface SwitchMenuProps {
  /** Accessible name of the select and of the icon button. */
  label: string;
  /** The icon standing for the setting on narrow screens. */
  icon: ReactNode;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  testId: string;
}
