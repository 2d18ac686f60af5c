import type { Action, Subject } from '../auth/permissions';
import type { ResourceScreen } from '../resources/define-resource';

/** Where a catalogue entity sits in the web app's sidebar, its icon and who sees it there. */
export interface CatalogueNav {
  group: 'catalogue' | 'settings';
  /** A name the web's nav maps to an icon (components/shell/nav-items.ts). */
  icon: string;
  /** Shown when the ability allows one of these; reading the subject by default. */
  can?: readonly (readonly [Action, Subject])[];
}

/** A simple CRUD entity of the catalogue, as every registry sees it (no schema: the web's entry reads it). */
export interface CatalogueEntry {
  /** API path segment under /api, the API module's folder and the web feature's folder ('artists'). */
  name: string;
  subject: Subject;
  /** English name used in API messages ("Artist not found"). */
  label: string;
  /** Web: base path ('/artist'; its last segment names the screens: artist-list, routes/artist.tsx). */
  routeBase: string;
  param: string;
  screens: readonly ResourceScreen[];
  /** Translation namespace and key prefix of its texts; its sidebar label is `nav.<name in camelCase>`. */
  i18n: { namespace: string; key?: string };
  nav: CatalogueNav;
}

const full = ['list', 'add', 'detail'] as const;
// Edited in place in a modal: the list is the only screen, at the base path itself.
const listOnly = ['list'] as const;

/**
 * The one list of catalogue entities. The shared route table, the web's screen map, data loaders and
 * sidebar, and the API's routes and services all derive from it; an entity adds its entry here and its
 * own files (schema + resource, table, API repository and service, web queries, form, table, screens).
 */
export const catalogueList = [
  {
    name: 'artists',
    subject: 'Artist',
    label: 'Artist',
    routeBase: '/artist',
    param: 'artistId',
    screens: full,
    i18n: { namespace: 'catalogue', key: 'artist' },
    nav: { group: 'catalogue', icon: 'microphone' },
  },
  {
    name: 'producers',
    subject: 'Producer',
    label: 'Producer',
    routeBase: '/producer',
    param: 'producerId',
    screens: full,
    i18n: { namespace: 'catalogue', key: 'producer' },
    nav: {
      group: 'catalogue',
      icon: 'circus',
      can: [
        ['read', 'Producer'],
        ['read_own', 'Producer'],
      ],
    },
  },
  {
    name: 'show-categories',
    subject: 'ShowCategory',
    label: 'Show category',
    routeBase: '/settings/show-category',
    param: 'showCategoryId',
    screens: full,
    i18n: { namespace: 'catalogue', key: 'showCategory' },
    nav: { group: 'settings', icon: 'tags' },
  },
  {
    name: 'sales-channels',
    subject: 'SalesChannel',
    label: 'Sales channel',
    routeBase: '/settings/sales-channel',
    param: 'salesChannelId',
    screens: listOnly,
    i18n: { namespace: 'catalogue', key: 'salesChannel' },
    nav: { group: 'settings', icon: 'truck' },
  },
  {
    name: 'tax-classes',
    subject: 'TaxClass',
    label: 'Tax class',
    routeBase: '/settings/tax-class',
    param: 'taxClassId',
    screens: listOnly,
    i18n: { namespace: 'catalogue', key: 'taxClass' },
    nav: { group: 'settings', icon: 'percentage' },
  },
] as const satisfies readonly CatalogueEntry[];

export type CatalogueName = (typeof catalogueList)[number]['name'];

/** An entry's declaration fields, to spread into its `defineResource` (the schemas add the rest). */
export function catalogueEntry(name: CatalogueName): Omit<CatalogueEntry, 'nav'> {
  const entry: CatalogueEntry | undefined = catalogueList.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`No catalogue entry ${name}`);
  const { nav: _nav, ...declaration } = entry;
  return declaration;
}

/** The screen ids' stem: the base path's last segment ('/settings/tax-class' -> 'tax-class'). */
export const screenOf = (entry: Pick<CatalogueEntry, 'routeBase'>): string =>
  entry.routeBase.slice(entry.routeBase.lastIndexOf('/') + 1);

/** 'show-categories' -> 'showCategories': the web's query export and sidebar label key. */
export const camelOf = (name: string): string =>
  name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The path the sidebar opens: the list (`<base>/all` when the entity has add and detail screens). */
export const listPathOf = (entry: Pick<CatalogueEntry, 'routeBase' | 'screens'>): string =>
  entry.screens.includes('add') ? `${entry.routeBase}/all` : entry.routeBase;
