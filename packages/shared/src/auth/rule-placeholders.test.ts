import { subject } from '@casl/ability';
import { describe, expect, it } from 'vitest';
import { buildAbility, defaultRoleRules, type PermissionRule } from './permissions';
import { interpolateRules } from './rule-placeholders';

const show = (producerId: string, artistIds: string[]) => subject('Show', { producerId, artistIds });

describe('interpolateRules', () => {
  it("fills a producer's and an artist's ownership in from the user", () => {
    const producer = buildAbility(
      interpolateRules(defaultRoleRules.PRODUCER, { id: 'u1', producerId: 'p1' }),
    );
    expect(producer.can('update', show('p1', []))).toBe(true);
    expect(producer.can('update', show('p2', []))).toBe(false);
    expect(producer.can('read', subject('Producer', { id: 'p1' }))).toBe(true);
    expect(producer.can('read', subject('Producer', { id: 'p2' }))).toBe(false);
    expect(producer.can('approve_as_producer', subject('Order', { producerId: 'p1' }))).toBe(true);
    const artist = buildAbility(interpolateRules(defaultRoleRules.ARTIST, { id: 'u2', artistId: 'a1' }));
    expect(artist.can('read', show('p2', ['a0', 'a1']))).toBe(true);
    expect(artist.can('read', show('p2', ['a0']))).toBe(false);
    expect(artist.can('update', show('p2', ['a1']))).toBe(false);
    expect(artist.can('read', 'Order')).toBe(false);
  });

  it('keeps the spec route metadata working: read grants read_own, update grants manage_own', () => {
    const producer = buildAbility(interpolateRules(defaultRoleRules.PRODUCER, { id: 'u', producerId: 'p' }));
    expect(producer.can('read_own', 'Show')).toBe(true);
    expect(producer.can('manage_own', 'Event')).toBe(true);
    expect(producer.can('read_own', 'Order')).toBe(true);
    expect(producer.can('manage_own', subject('Show', { producerId: 'other' }))).toBe(false);
    const box = buildAbility(defaultRoleRules.BOX_OFFICE);
    expect(box.can('read_own', 'Show')).toBe(true);
    expect(box.can('manage_own', 'Show')).toBe(false);
  });

  it('fails closed for an account linked to nothing: its conditions match no row', () => {
    const rules = interpolateRules(defaultRoleRules.PRODUCER, { id: 'u' });
    expect(rules.find((r) => r.subject === 'Producer')?.conditions).toEqual({ id: { $in: [] } });
    const producer = buildAbility(rules);
    expect(producer.can('read', 'Show')).toBe(true);
    expect(producer.can('read', show('', []))).toBe(false);
    const artist = buildAbility(interpolateRules(defaultRoleRules.ARTIST, { id: 'u' }));
    expect(artist.can('read', show('p', []))).toBe(false);
  });

  it('drops a granting rule it cannot fill and makes a denying one unconditional', () => {
    const rules: PermissionRule[] = [
      { action: 'read', subject: 'User', conditions: { id: { $ne: '${user.producerId}' } }, inverted: true },
      { action: 'read', subject: 'Show', conditions: { id: { $ne: '${user.artistId}' } } },
      { action: 'read', subject: 'User', conditions: { id: '${user.id}' } },
    ];
    expect(interpolateRules(rules, { id: 'u' })).toEqual([
      { action: 'read', subject: 'User', inverted: true },
      { action: 'read', subject: 'User', conditions: { id: 'u' } },
    ]);
  });
});
