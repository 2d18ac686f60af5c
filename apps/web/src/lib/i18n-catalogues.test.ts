import { describe, expect, it } from 'vitest';
import frStart from '../locales/fr/start';
import enStart from '../locales/en/start';
import {
  allNamespaces,
  companions,
  companionsOf,
  fileOf,
  sharedNamespaces,
  startNamespaces,
} from './i18n-catalogues';

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The namespaces a component asks for: `useTranslation()` is the default `common`. */
function declared(source: string): string[] {
  return [...source.matchAll(/useTranslation\(([^)]*)\)/g)].flatMap(([, args]) => {
    const names = [...(args ?? '').matchAll(/'(\w+)'/g)].map(([, name]) => name!);
    return names.length ? names : ['common'];
  });
}

/** The namespaces of `t('ns:key')` style keys written in the file. */
function borrowed(source: string): string[] {
  const prefix = new RegExp(`['"\`](${allNamespaces.join('|')}):`, 'g');
  return [...new Set([...source.matchAll(prefix)].map(([, name]) => name!))];
}

/** The source files a file imports from this app (`@/…` and relative paths). */
function imported(file: string, source: string): string[] {
  const dir = file.slice(0, file.lastIndexOf('/'));
  return [...source.matchAll(/from '((?:@\/|\.\.?\/)[^']+)'/g)].flatMap(([, spec]) => {
    const parts = (spec!.startsWith('@/') ? `../${spec!.slice(2)}` : `${dir}/${spec}`).split('/');
    const path: string[] = [];
    for (const part of parts) {
      if (part === '..' && path.length && path[path.length - 1] !== '..') path.pop();
      else if (part !== '.') path.push(part);
    }
    const base = path.join('/').replace(/^\.\.\/lib\/\.\.\//, '../');
    return [`${base}.ts`, `${base}.tsx`].filter((candidate) => candidate in sources);
  });
}

/** What a component needs: the namespaces it asks for, the keys it borrows, those of the components it shows. */
function needed(file: string, source: string): string[] {
  const shown = imported(file, source).flatMap((other) => declared(sources[other]!));
  return [...new Set([...borrowed(source), ...shown])];
}

describe('translation namespaces', () => {
  it('downloads each catalogue file once: in the start bundle of its language, or on its own', () => {
    const jsonFiles = Object.keys(import.meta.glob('../locales/fr/*.json'));
    const inFiles = allNamespaces.filter((ns) => !sharedNamespaces.includes(ns));
    expect(inFiles.map((ns) => `../locales/fr/${fileOf(ns)}.json`).sort()).toEqual(jsonFiles.sort());
    expect(Object.keys(frStart)).toEqual(startNamespaces);
    expect(Object.keys(enStart)).toEqual(startNamespaces);
  });

  it('every companion has a catalogue file', () => {
    const named = [...startNamespaces, ...Object.keys(companions), ...Object.values(companions).flat()];
    expect(named.filter((ns) => !allNamespaces.includes(ns))).toEqual([]);
  });

  it("each component's borrowed keys and shown components are loaded with its namespaces (no key shows)", () => {
    const missing = Object.entries(sources).flatMap(([file, source]) => {
      const own = declared(source);
      if (!own.length) return []; // helpers translate with the t they are given
      const available = new Set([...startNamespaces, ...own, ...own.flatMap((ns) => [...companionsOf(ns)])]);
      return needed(file, source)
        .filter((ns) => !available.has(ns))
        .map((ns) => `${file} needs ${ns}`);
    });
    expect(missing).toEqual([]);
  });
});
