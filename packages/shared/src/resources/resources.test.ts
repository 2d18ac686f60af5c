import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { artistResource } from '../catalogue/artist.resource';
import { producerResource } from '../catalogue/producer.resource';
import { salesChannelResource } from '../catalogue/sales-channel.resource';
import { showCategoryResource } from '../catalogue/show-category.resource';
import { taxClassResource } from '../catalogue/tax-class.resource';
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
});
