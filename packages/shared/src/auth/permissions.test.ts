import { subject } from '@casl/ability';
import { describe, expect, it } from 'vitest';
import { buildAbility, defaultRoleRules, roleNames } from './permissions';

describe('buildAbility', () => {
  it('lets the first matching rule win, as the spec says', () => {
    const ability = buildAbility([
      { action: 'delete', subject: 'Artist', inverted: true },
      { action: 'manage', subject: 'all' },
    ]);
    expect(ability.can('delete', 'Artist')).toBe(false);
    expect(ability.can('update', 'Artist')).toBe(true);
  });

  it("treats 'manage' and 'all' as catch-alls", () => {
    const ability = buildAbility(defaultRoleRules.SUPER_ADMIN);
    expect(ability.can('view', 'BoxOffice')).toBe(true);
    expect(ability.can('manage_own', 'Show')).toBe(true);
  });

  it('forbids an ADMIN to change or delete a SUPER_ADMIN, but not another user', () => {
    const ability = buildAbility(defaultRoleRules.ADMIN);
    expect(ability.can('update', subject('User', { roleName: 'SUPER_ADMIN' }))).toBe(false);
    expect(ability.can('delete', subject('User', { roleName: 'SUPER_ADMIN' }))).toBe(false);
    expect(ability.can('update', subject('User', { roleName: 'BOX_OFFICE' }))).toBe(true);
    expect(ability.can('read', subject('User', { roleName: 'SUPER_ADMIN' }))).toBe(true);
  });

  it('gives every role its dashboard, and the box office to BOX_OFFICE only among the staff roles', () => {
    for (const role of roleNames)
      expect(buildAbility(defaultRoleRules[role]).can('view', 'Dashboard')).toBe(true);
    expect(buildAbility(defaultRoleRules.BOX_OFFICE).can('view', 'BoxOffice')).toBe(true);
    expect(buildAbility(defaultRoleRules.ARTIST).can('view', 'BoxOffice')).toBe(false);
    expect(buildAbility(defaultRoleRules.PRODUCER).can('view', 'BoxOffice')).toBe(false);
  });

  it('lets producers manage their own shows and artists only read theirs', () => {
    const producer = buildAbility(defaultRoleRules.PRODUCER);
    expect(producer.can('manage_own', 'Show')).toBe(true);
    expect(producer.can('manage_own', 'Event')).toBe(true);
    expect(producer.can('manage', 'Show')).toBe(false);
    const artist = buildAbility(defaultRoleRules.ARTIST);
    expect(artist.can('read_own', 'Show')).toBe(true);
    expect(artist.can('manage_own', 'Show')).toBe(false);
  });

  it('lets BOX_OFFICE handle orders but approve none (show managers and producers do)', () => {
    const ability = buildAbility(defaultRoleRules.BOX_OFFICE);
    expect(ability.can('update', 'Order')).toBe(true);
    expect(ability.can('approve_as_manager', 'Order')).toBe(false);
    expect(ability.can('approve_as_producer', 'Order')).toBe(false);
  });

  it('keeps BOX_OFFICE from changing the catalogue', () => {
    const ability = buildAbility(defaultRoleRules.BOX_OFFICE);
    expect(ability.can('read', 'Artist')).toBe(true);
    expect(ability.can('update', 'Artist')).toBe(false);
    expect(ability.can('create', 'Order')).toBe(true);
  });
});
