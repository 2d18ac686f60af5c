import { ForbiddenError } from '@casl/ability';
import { eq, or, sql, type SQL } from 'drizzle-orm';
import { shows } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { SessionContext } from '../../plugins/auth';

export type Scope = 'all' | 'own';
type Mode = 'read' | 'create' | 'update' | 'delete';

/**
 * How far a session reaches on shows or their events (SPEC section 6, product.md): the plain action on
 * every show, or `read_own` / `manage_own` on its own shows only; neither is 403.
 */
export function scopeOf(session: SessionContext, subject: 'Show' | 'Event', mode: Mode): Scope {
  const { ability } = session;
  if (ability.can(mode, subject)) return 'all';
  const own = mode === 'read' ? 'read_own' : 'manage_own';
  if (ability.can(own, subject)) return 'own';
  throw ForbiddenError.from(ability).setMessage(`Cannot ${mode} ${subject}`);
}

export interface OwnedShow {
  producerId: string;
  artistIds: string[];
}

/** A show is a producer account's when it is its producer's, an artist account's when the artist plays. */
export function owns(session: SessionContext, show: OwnedShow): boolean {
  const { producerId, artistId } = session.user;
  return Boolean(
    (producerId && show.producerId === producerId) || (artistId && show.artistIds.includes(artistId)),
  );
}

/** The same rule as a WHERE condition for lists; an account linked to nothing owns nothing. */
export function ownCondition(session: SessionContext): SQL {
  const { producerId, artistId } = session.user;
  const conditions: SQL[] = [];
  if (producerId) conditions.push(eq(shows.producerId, producerId));
  if (artistId)
    conditions.push(
      sql`exists (select 1 from show_artists sa where sa.show_id = ${shows.id} and sa.artist_id = ${artistId})`,
    );
  return conditions.length ? or(...conditions)! : sql`false`;
}

/** Someone else's show is "not found", never "forbidden": its existence is not revealed. */
export const showNotFound = () => notFound('Show not found');

export function assertReach(session: SessionContext, scope: Scope, show: OwnedShow) {
  if (scope === 'own' && !owns(session, show)) throw showNotFound();
}
