import type { ComponentType } from 'react';
import {
  IconBuildingCircus,
  IconBuildingStore,
  IconCalendarEvent,
  IconChartBar,
  IconCoin,
  IconDashboard,
  IconInbox,
  IconMicrophone2,
  IconPercentage,
  IconReceipt,
  IconScan,
  IconCashRegister,
  IconShieldCheck,
  IconSofa,
  IconTags,
  IconTicket,
  IconTruckDelivery,
  IconUsers,
  IconUserStar,
} from '@tabler/icons-react';
import type { AppAbility } from '@encore/shared/auth/permissions';
import type { Action, Subject } from '@encore/shared/auth/permissions';
import type { SessionUser } from '@encore/shared/auth/auth.schema';
import {
  camelOf,
  catalogueList,
  listPathOf,
  type CatalogueNav,
} from '@encore/shared/catalogue/catalogue-list';

export interface NavItem {
  to: string;
  label: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  group: 'main' | 'sales' | 'catalogue' | 'settings';
  /** Shown when the ability allows one of these (action, subject) pairs. */
  can?: [Action, Subject][];
  role?: string;
}

type Icon = NavItem['icon'];

/** The icons the catalogue list names; an entity whose icon is not here shows the tags icon. */
const catalogueIcons: Record<string, Icon> = {
  microphone: IconMicrophone2,
  circus: IconBuildingCircus,
  tags: IconTags,
  truck: IconTruckDelivery,
  percentage: IconPercentage,
};

/** The catalogue list's entries of one sidebar group, in the list's order. */
function catalogueNav(group: CatalogueNav['group']): NavItem[] {
  return catalogueList
    .filter((entry) => entry.nav.group === group)
    .map((entry) => {
      const nav: CatalogueNav = entry.nav;
      return {
        to: listPathOf(entry),
        label: `nav.${camelOf(entry.name)}`,
        icon: catalogueIcons[nav.icon] ?? IconTags,
        group,
        can: nav.can ? nav.can.map(([action, subject]) => [action, subject]) : [['read', entry.subject]],
      };
    });
}

export const navItems: NavItem[] = [
  { to: '/', label: 'nav.dashboard', icon: IconDashboard, group: 'main', can: [['view', 'Dashboard']] },
  {
    to: '/box-office',
    label: 'nav.boxOffice',
    icon: IconTicket,
    group: 'sales',
    can: [['view', 'BoxOffice']],
  },
  {
    to: '/till',
    label: 'nav.till',
    icon: IconCashRegister,
    group: 'sales',
    can: [['read', 'TillSession']],
  },
  {
    to: '/check-in',
    label: 'nav.checkIn',
    icon: IconScan,
    group: 'sales',
    can: [['create', 'CheckIn']],
  },
  {
    to: '/order/all',
    label: 'nav.orders',
    icon: IconReceipt,
    group: 'sales',
    can: [
      ['read', 'Order'],
      ['read_own', 'Order'],
    ],
  },
  {
    to: '/show/all',
    label: 'nav.shows',
    icon: IconCalendarEvent,
    group: 'catalogue',
    can: [['read_own', 'Show']],
  },
  {
    to: '/pricing/all',
    label: 'nav.pricings',
    icon: IconCoin,
    group: 'catalogue',
    can: [['read', 'Pricing']],
  },
  { to: '/room/all', label: 'nav.rooms', icon: IconSofa, group: 'catalogue', can: [['read', 'Room']] },
  ...catalogueNav('catalogue'),
  { to: '/user/all', label: 'nav.users', icon: IconUsers, group: 'settings', role: 'SUPER_ADMIN' },
  ...catalogueNav('settings'),
  {
    to: '/settings/analytics',
    label: 'nav.analytics',
    icon: IconChartBar,
    group: 'settings',
    can: [['read', 'Analytics']],
  },
  {
    to: '/settings/business',
    label: 'nav.business',
    icon: IconBuildingStore,
    group: 'settings',
    can: [['update', 'Business']],
  },
  {
    to: '/journal',
    label: 'nav.journal',
    icon: IconShieldCheck,
    group: 'settings',
    can: [['read', 'Journal']],
  },
  { to: '/inbox', label: 'nav.inbox', icon: IconInbox, group: 'main' },
  { to: '/my-account', label: 'nav.myAccount', icon: IconUserStar, group: 'main' },
];

/** The sidebar shows only what the user may open (the API refuses the rest anyway). */
export function visibleNavItems(user: SessionUser, ability: AppAbility): NavItem[] {
  return navItems.filter((item) => {
    if (item.role && user.role?.name !== item.role) return false;
    return !item.can || item.can.some(([action, subject]) => ability.can(action, subject));
  });
}
