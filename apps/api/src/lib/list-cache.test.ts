import { describe, expect, it } from 'vitest';
import { buildAbility } from '@encore/shared/auth/permissions';
import { createListCache, readRulesKey } from './list-cache';

const page = (name: string) => ({ rows: [{ name }] });

describe('list cache', () => {
  it('keeps a page until its table changes, and only while changes are heard', async () => {
    const cache = createListCache();
    let loads = 0;
    const load = async () => page(`v${++loads}`);
    expect(await cache.read('tax_classes', 'k', load)).toEqual(page('v1'));
    // Not live (no LISTEN yet): every read loads.
    expect(await cache.read('tax_classes', 'k', load)).toEqual(page('v2'));
    cache.setLive(true);
    expect(await cache.read('tax_classes', 'k', load)).toEqual(page('v3'));
    expect(await cache.read('tax_classes', 'k', load)).toEqual(page('v3'));
    cache.forget('sales_channels');
    expect(await cache.read('tax_classes', 'k', load)).toEqual(page('v3'));
    cache.forget('tax_classes');
    expect(await cache.read('tax_classes', 'k', load)).toEqual(page('v4'));
    cache.setLive(false);
    expect(cache.size).toBe(0);
    expect(await cache.read('tax_classes', 'k', load)).toEqual(page('v5'));
  });

  it('does not keep a page read while its table changed (it may be older than the change)', async () => {
    const cache = createListCache();
    cache.setLive(true);
    let release!: () => void;
    const slow = cache.read('tax_classes', 'k', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return page('before');
    });
    cache.forget('tax_classes');
    release();
    expect(await slow).toEqual(page('before'));
    expect(await cache.read('tax_classes', 'k', async () => page('after'))).toEqual(page('after'));
  });

  it('keeps at most maxPages pages of a table, the oldest out first', async () => {
    const cache = createListCache(2);
    cache.setLive(true);
    for (const key of ['a', 'b', 'c']) await cache.read('t', key, async () => page(key));
    expect(cache.size).toBe(2);
    expect(await cache.read('t', 'a', async () => page('a again'))).toEqual(page('a again'));
    expect(await cache.read('t', 'c', async () => page('c again'))).toEqual(page('c'));
  });

  it("keys a session's page by its read rules, conditions filled in", () => {
    const all = buildAbility([{ action: 'read', subject: 'TaxClass' }]);
    const sameAll = buildAbility([
      { action: 'read', subject: 'TaxClass' },
      { action: 'read', subject: 'Artist' },
    ]);
    const some = buildAbility([
      { action: 'read', subject: 'TaxClass', conditions: { rateBasisPoints: 550 } },
    ]);
    const other = buildAbility([
      { action: 'read', subject: 'TaxClass', conditions: { rateBasisPoints: 210 } },
    ]);
    const keys = [all, sameAll, some, other].map((ability) => readRulesKey(ability, 'TaxClass'));
    expect(keys[0]).toBe(keys[1]);
    expect(new Set(keys).size).toBe(3);
  });
});
