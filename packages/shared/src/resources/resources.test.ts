import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { catalogueList } from '../catalogue/catalogue-list';
import { artistResource } from '../catalogue/artist.schema';
import { producerResource } from '../catalogue/producer.schema';
import { salesChannelResource } from '../catalogue/sales-channel.schema';
import { showCategoryResource } from '../catalogue/show-category.schema';
import { taxClassResource } from '../catalogue/tax-class.schema';
import { pricingResource } from '../pricings/pricing.resource';
import { roomResource } from '../rooms/room.resource';
import { userResource } from '../users/user.resource';

const resources = [
  artistResource,
  showCategoryResource,
  producerResource,
  salesChannelResource,
  taxClassResource,
  roomResource,
  pricingResource,
  userResource,
];

describe('resource declarations', () => {
  it.each(resources.map((r) => [r.name, r] as const))(
    '%s: sorts and filters exist in its list query',
    (_, r) => {
      const query = r.schemas.listQuery as unknown as z.ZodObject;
      for (const sort of [r.sort.default, r.sort.initial ?? r.sort.default]) {
        expect(query.safeParse({ sort }).success).toBe(true);
      }
      for (const field of r.sort.fields) expect(query.safeParse({ sort: `-${field}` }).success).toBe(true);
      for (const filter of r.filters) expect(Object.keys(query.shape)).toContain(filter);
    },
  );

  it('gives every resource its own API segment, web path and parameter', () => {
    for (const key of ['name', 'routeBase', 'param'] as const) {
      expect(new Set(resources.map((r) => r[key])).size).toBe(resources.length);
    }
  });

  it('declares each catalogue entity from its entry in the catalogue list (its only registration)', () => {
    const catalogue = [
      artistResource,
      showCategoryResource,
      producerResource,
      salesChannelResource,
      taxClassResource,
    ];
    expect(catalogue.map((r) => r.name).sort()).toEqual(catalogueList.map((e) => e.name).sort());
    for (const resource of catalogue) {
      const { nav: _nav, ...entry } = catalogueList.find((e) => e.name === resource.name)!;
      expect(resource).toMatchObject(entry);
    }
  });
});
