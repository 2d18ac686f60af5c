import type { BackendModule, i18n as I18n, ResourceKey } from 'i18next';

type Catalogue = Record<string, ResourceKey>;

/** What any screen may show: `locales/<language>/start.ts`, one download per language before the first render. */
const startBundles = import.meta.glob<Record<string, Catalogue>>('../locales/*/start.ts', {
  import: 'default',
});
export const startNamespaces: readonly string[] = [
  'common',
  'auth',
  'errors',
  'account',
  'catalogue',
  'validation',
];
/** Start namespaces whose catalogue lives in `shared` (the validation messages the API answers too). */
export const sharedNamespaces: readonly string[] = ['validation'];

/** Every other catalogue: one download per language and namespace, when a screen first asks for it. */
const files = import.meta.glob<Catalogue>(
  ['../locales/*/*.json', '!../locales/*/{common,auth,errors,account,catalogue}.json'],
  { import: 'default' },
);

/**
 * Namespaces whose screens also show another namespace's components or keys (the seat map in the room,
 * pricing and box office screens): loaded together, and theirs in turn, so that no key and no blank screen
 * ever shows while a component mounts later. `i18n-catalogues.test.ts` checks the source against this list.
 */
export const companions: Record<string, string[]> = {
  rooms: ['seatMap'],
  pricings: ['seatMap'],
  boxOffice: ['seatMap', 'tickets', 'returns'],
  orders: ['tickets', 'returns'],
  shows: ['returns'],
  analytics: ['returns'],
};

/** Namespace `seatMap` lives in `seat-map.json`. */
export const fileOf = (namespace: string) => namespace.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const namespaceOf = (file: string) => file.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** Every namespace that has a catalogue, as the default language's folder lists them. */
export const allNamespaces = [
  ...startNamespaces,
  ...Object.keys(files)
    .filter((file) => file.startsWith('../locales/fr/'))
    .map((file) => namespaceOf(file.slice('../locales/fr/'.length, -'.json'.length))),
];

/** The companions of a namespace, and theirs. */
export function companionsOf(namespace: string, found = new Set<string>()): Set<string> {
  for (const other of companions[namespace] ?? []) {
    if (found.has(other) || other === namespace) continue;
    found.add(other);
    companionsOf(other, found);
  }
  return found;
}

/** A language without catalogues (a right-to-left code, say) reads as empty; its texts come from the fallback. */
async function readCatalogue(language: string, namespace: string): Promise<Catalogue> {
  if (startNamespaces.includes(namespace)) {
    const bundle = startBundles[`../locales/${language}/start.ts`];
    return bundle ? ((await bundle())[namespace] ?? {}) : {};
  }
  const load = files[`../locales/${language}/${fileOf(namespace)}.json`];
  return load ? load() : {};
}

/** An i18next backend reading the bundled catalogue chunks, each namespace with its companions. */
export function catalogueBackend(i18n: I18n): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language, namespace, callback) {
      const others = [...companionsOf(namespace)]
        .filter((other) => !i18n.hasResourceBundle(language, other))
        .map(async (other) => {
          const catalogue = await readCatalogue(language, other);
          i18n.addResourceBundle(language, other, catalogue, true, false);
        });
      Promise.all([readCatalogue(language, namespace), ...others]).then(
        ([catalogue]) => callback(null, catalogue),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
}
