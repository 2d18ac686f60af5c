import type { PermissionRule } from './permissions';

/** What a stored condition may refer to: `'${user.id}'`, `'${user.producerId}'`, `'${user.artistId}'`. */
export interface RuleUser {
  id: string;
  producerId?: string | null;
  artistId?: string | null;
}

const placeholder = /^\$\{user\.(id|producerId|artistId)\}$/;
/** A value no row has: `{ $in: [] }` matches nothing, in CASL and in SQL. */
const nothing = { $in: [] };

class Unfilled extends Error {}

const valueOf = (text: string, user: RuleUser) =>
  user[placeholder.exec(text)![1] as keyof RuleUser] ?? undefined;

function fill(value: unknown, user: RuleUser, inField: boolean): unknown {
  if (typeof value === 'string') {
    if (!placeholder.test(value)) return value;
    const filled = valueOf(value, user);
    if (filled) return filled;
    // A field's plain value (`{ producerId: ... }`) becomes "matches nothing"; anywhere else the rule goes.
    if (inField) return nothing;
    throw new Unfilled();
  }
  if (Array.isArray(value)) {
    // `{ $in: [<the user's artist>] }` for an account linked to no artist is `{ $in: [] }`.
    return value.flatMap((item) =>
      typeof item === 'string' && placeholder.test(item) && !valueOf(item, user)
        ? []
        : [fill(item, user, false)],
    );
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fill(item, user, !key.startsWith('$'))]),
    );
  }
  return value;
}

/**
 * Fills the placeholders of stored rules in from the signed-in user, failing closed: an account linked to
 * no producer owns no show (its condition matches nothing). When a placeholder sits where "nothing" cannot
 * be written (`$ne`), a granting rule is dropped and a denying rule denies without condition.
 */
export function interpolateRules(rules: readonly PermissionRule[], user: RuleUser): PermissionRule[] {
  return rules.flatMap((rule): PermissionRule[] => {
    if (!rule.conditions) return [rule];
    try {
      const conditions = fill(rule.conditions, user, false) as Record<string, unknown>;
      return [{ ...rule, conditions }];
    } catch (error) {
      if (!(error instanceof Unfilled)) throw error;
      if (!rule.inverted) return [];
      const { conditions: _dropped, ...unconditional } = rule;
      return [unconditional];
    }
  });
}
