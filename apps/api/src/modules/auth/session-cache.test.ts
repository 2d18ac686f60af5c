import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { permissionRules, refreshTokens, roles, users } from '../../db/schema';
import { demoEmail } from '../../db/seed/seed-demo';
import { useTestApp } from '../../test/use-test-app';
import { within } from '../../test/within';

const t = useTestApp();
const api = t.api;

// Sessions are cached per process; a change written straight to the database (another process, a script,
// an operator) must still take effect within a second, through the database's notification.
describe('cached sessions follow the database', () => {
  it('refuses a user deactivated in the database, and accepts them again once reactivated', async () => {
    const manager = api.as('SHOW_MANAGER');
    expect((await manager.get('/api/auth/me')).status).toBe(200);
    const account = eq(users.email, demoEmail('SHOW_MANAGER'));
    await t.database.db.update(users).set({ activated: false }).where(account);
    const refused = await within(1000, 403, async () => (await manager.get('/api/auth/me')).status);
    expect(refused).toMatchObject({ value: 403 });
    expect(refused.ms).toBeLessThan(1000);
    await t.database.db.update(users).set({ activated: true }).where(account);
    expect((await within(1000, 200, async () => (await manager.get('/api/auth/me')).status)).value).toBe(200);
  });

  it("applies a role's rules changed in the database within a second (the rules were kept a minute)", async () => {
    const box = api.as('BOX_OFFICE');
    expect((await box.get('/api/tax-classes')).status).toBe(200);
    const [role] = await t.database.db.select().from(roles).where(eq(roles.name, 'BOX_OFFICE'));
    // First matching rule wins: an inverted rule before the others takes tax classes away.
    const [denial] = await t.database.db
      .insert(permissionRules)
      .values({ roleId: role!.id, position: -1, action: 'read', subject: 'TaxClass', inverted: true })
      .returning();
    try {
      const refused = await within(1000, 403, async () => (await box.get('/api/tax-classes')).status);
      expect(refused).toMatchObject({ value: 403 });
      expect(refused.ms).toBeLessThan(1000);
    } finally {
      await t.database.db.delete(permissionRules).where(eq(permissionRules.id, denial!.id));
    }
    expect((await within(1000, 200, async () => (await box.get('/api/tax-classes')).status)).value).toBe(200);
  });

  it('ends a session revoked in the database, and a token version bumped there', async () => {
    const session = await t.login('ARTIST');
    const artist = api.withToken(session.token);
    expect((await artist.get('/api/auth/me')).status).toBe(200);
    const [me] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, demoEmail('ARTIST')));
    await t.database.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, me!.id), isNull(refreshTokens.revokedAt)));
    expect((await within(1000, 401, async () => (await artist.get('/api/auth/me')).status)).value).toBe(401);

    const next = api.withToken((await t.login('ARTIST')).token);
    expect((await next.get('/api/auth/me')).status).toBe(200);
    await t.database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, me!.id));
    expect((await within(1000, 401, async () => (await next.get('/api/auth/me')).status)).value).toBe(401);
  });
});
