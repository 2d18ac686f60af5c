import { Avatar, Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { SessionUser } from '@encore/shared/auth/auth.schema';
import { uploadUrl } from '@encore/shared/uploads/upload.schema';
import { apiBaseUrl } from '@/lib/api-client';
import { leaveSession } from '@/lib/session/end-session';

export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['common', 'account']);
  const navigate = useNavigate();
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          data-testid="user-menu"
          aria-label={`${t('userMenu')}: ${name}`}
          leftSection={
            <Avatar
              size="sm"
              radius="xl"
              name={name}
              src={user.profilePicture ? uploadUrl(user.profilePicture, 96, apiBaseUrl) : null}
              alt=""
              color="violet"
              variant="filled"
            />
          }
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          <Text size="sm" visibleFrom="sm">
            {name}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.role ? t(`roles.${user.role.name}`) : user.email}</Menu.Label>
        <Menu.Item component={Link} to="/my-account" leftSection={<IconUser size={16} aria-hidden />}>
          {t('nav.myAccount')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/my-account/settings"
          leftSection={<IconSettings size={16} aria-hidden />}
        >
          {t('account:settingsTitle')}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => leaveSession(navigate)}
        >
          {t('logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
