import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Box, NativeSelect } from '@mantine/core';
import type { SwitchMenuProps } from './switch-menu-props';

// The menu (Mantine's Menu, Popover and floating-ui) downloads at the first tap of the icon: the sign-in
// screens and wide screens never need it.
const SwitchMenuDropdown = lazy(() => import('./switch-menu-dropdown'));

/**
 * A header setting (language, colour scheme): a small select on wide screens, an icon button opening a menu on
 * phones, where a select cut to its first letters ("Fr", "Som", "Li") says nothing.
 */
export function SwitchMenu(props: SwitchMenuProps) {
  const { label, icon, value, options, onChange, testId } = props;
  const [menu, setMenu] = useState(false);
  const button = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={label}
      data-testid={`${testId}-menu`}
      onClick={() => setMenu(true)}
    >
      {icon}
    </ActionIcon>
  );
  return (
    <>
      <Box visibleFrom="sm">
        <NativeSelect
          aria-label={label}
          data-testid={testId}
          size="xs"
          value={value}
          data={options}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </Box>
      <Box hiddenFrom="sm">
        {menu ? (
          <Suspense fallback={button}>
            <SwitchMenuDropdown {...props} />
          </Suspense>
        ) : (
          button
        )}
      </Box>
    </>
  );
}
