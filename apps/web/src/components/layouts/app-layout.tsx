import './mantine-rest.css';
import type { ReactNode } from 'react';
import { AppShell, Burger, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { useAbility } from '@/lib/ability';
import { useSession } from '@/lib/session/session-store';
import { visibleNavItems } from '@/components/shell/nav-items';
import { LanguageSwitch } from '@/components/shell/language-switch';
import { ColorSchemeSwitch } from '@/components/shell/color-scheme-switch';
import { UserMenu } from '@/components/shell/user-menu';
import { BrandMark } from '@/components/shell/brand-mark';
import classes from './app-layout.module.css';
import { InboxButton } from '@/components/shell/inbox-button';

const groupLabels = {
  main: null,
  sales: 'nav.sales',
  catalogue: 'nav.catalogue',
  settings: 'nav.settings',
} as const;

/** The signed-in layout: header with switches and user menu, sidebar of the sections the user may open. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure();
  const { user } = useSession();
  const ability = useAbility();
  const { pathname } = useLocation();
  const items = user ? visibleNavItems(user, ability) : [];
  const groups = (['main', 'sales', 'catalogue', 'settings'] as const).filter((g) =>
    items.some((i) => i.group === g),
  );

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('toggleNavigation')}
            />
            <BrandMark />
          </Group>
          <Group gap="xs" wrap="nowrap">
            {user && <InboxButton userId={user.id} />}
            <LanguageSwitch />
            <ColorSchemeSwitch />
            {user && <UserMenu user={user} />}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('mainNavigation')} component="nav">
        <ScrollArea>
          {groups.map((group) => (
            <div key={group}>
              {groupLabels[group] && (
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mt="md" mb={4}>
                  {t(groupLabels[group])}
                </Text>
              )}
              {items
                .filter((item) => item.group === group)
                .map((item) => (
                  <NavLink
                    key={item.to}
                    component={RouterLink}
                    to={item.to}
                    className={classes.navLink}
                    label={t(item.label)}
                    leftSection={<item.icon size={18} aria-hidden />}
                    active={
                      item.to === '/' ? pathname === '/' : pathname.startsWith(item.to.replace(/\/all$/, ''))
                    }
                    onClick={close}
                  />
                ))}
            </div>
          ))}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
