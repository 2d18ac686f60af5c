import { ActionIcon, Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { SwitchMenuProps } from './switch-menu-props';

/** The phone menu of a header setting, loaded at its first tap (switch-menu.tsx), opened at once. */
export default function SwitchMenuDropdown({
  label,
  icon,
  value,
  options,
  onChange,
  testId,
}: SwitchMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} data-testid={`${testId}-menu`}>
          {icon}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{label}</Menu.Label>
        {options.map((option) => (
          <Menu.Item
            key={option.value}
            onClick={() => onChange(option.value)}
            aria-current={option.value === value ? 'true' : undefined}
            rightSection={option.value === value ? <IconCheck size={14} aria-hidden /> : null}
          >
            {option.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
