import { describe, expect, it } from 'vitest';
import { appRoutes, matchAppRoute, parseRequiredRoles } from './routes';

describe('route table (SPEC section 2)', () => {
  it('prefers static segments over parameters', () => {
    expect(matchAppRoute('/show/add')?.screen).toBe('show-add');
    expect(matchAppRoute('/show/42')?.screen).toBe('show-detail');
    expect(matchAppRoute('/show/42/events')?.screen).toBe('show-events');
    expect(matchAppRoute('/user/all')?.meta).toEqual({ requiresAuth: true, requireRole: 'SUPER_ADMIN' });
  });

  it('carries the guards the spec gives', () => {
    expect(matchAppRoute('/')?.meta).toMatchObject({ subject: 'Dashboard', action: 'view' });
    expect(matchAppRoute('/box-office')?.meta).toMatchObject({ subject: 'BoxOffice', action: 'view' });
    expect(matchAppRoute('/check-in')?.meta).toMatchObject({ subject: 'CheckIn', action: 'create' });
    expect(matchAppRoute('/show/all')?.meta).toMatchObject({ subject: 'Show', action: 'read_own' });
    expect(matchAppRoute('/show/9/events')?.meta).toMatchObject({ subject: 'Event', action: 'manage_own' });
    for (const path of ['/auth/login', '/auth/signup', '/auth/request-password']) {
      expect(matchAppRoute(path)?.meta.requiresGuest).toBe(true);
    }
    expect(matchAppRoute('/status')?.meta.requiresAuth).toBeUndefined();
  });

  it("adds each resource's rules to its screens (reading the list and detail, creating the add form)", () => {
    expect(matchAppRoute('/artist/add')?.meta).toEqual({
      requiresAuth: true,
      subject: 'Artist',
      action: 'create',
    });
    expect(matchAppRoute('/artist/all')?.meta).toMatchObject({ subject: 'Artist', action: 'read' });
    expect(matchAppRoute('/pricing/12')?.meta).toMatchObject({ subject: 'Pricing', action: 'read' });
    expect(matchAppRoute('/settings/tax-class')?.meta).toMatchObject({ subject: 'TaxClass', action: 'read' });
    expect(matchAppRoute('/user/add')?.meta).toMatchObject({ subject: 'User', action: 'create' });
  });

  it('leaves template demo routes unmatched (they fall to not-found)', () => {
    for (const path of ['/components/buttons', '/error/page-1', '/wizard-v1/step', '/starters/x']) {
      expect(matchAppRoute(path)).toBeUndefined();
    }
  });

  it('has unique paths', () => {
    const paths = appRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('splits requireRole on semicolons', () => {
    expect(parseRequiredRoles('SUPER_ADMIN; ADMIN;')).toEqual(['SUPER_ADMIN', 'ADMIN']);
    expect(parseRequiredRoles(undefined)).toEqual([]);
  });
});
