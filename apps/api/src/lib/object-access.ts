import { ForbiddenError, subject as asSubject } from '@casl/ability';
import type { Action, AppAbility, Subject } from '@encore/shared/auth/permissions';
import type { AppError } from './errors';

/**
 * Checks `action` on one object with the rules the lists use (ability-where.ts). An object the ability
 * cannot even read answers like a missing one (`missing`, 404), so another's show does not reveal that it
 * exists; one it reads but may not change answers 403.
 */
export function assertReach(
  ability: AppAbility,
  action: Action,
  subject: Subject,
  object: object,
  missing: () => AppError,
): void {
  const target = asSubject(subject, { ...object });
  if (!ability.can('read', target)) throw missing();
  // ForbiddenError captures a stack trace when made: made only to refuse (it cost every check-in scan).
  if (!ability.can(action, target)) ForbiddenError.from(ability).throwUnlessCan(action, target);
}

/** 403 unless the ability allows `action` on the object (e.g. a show as it would be after a change). */
export function assertCan(ability: AppAbility, action: Action, subject: Subject, object: object): void {
  const target = asSubject(subject, { ...object });
  if (!ability.can(action, target)) ForbiddenError.from(ability).throwUnlessCan(action, target);
}

/**
 * True when the ability reads and may `action` every object of `subject` (its rules for both carry no
 * conditions, fields or denials): a check on one object would pass whatever the object, so a hot path
 * need not read it first (bench/box-office.mjs).
 */
export function reachesEvery(ability: AppAbility, action: Action, subject: Subject): boolean {
  return (['read', action] as const).every((a) => {
    const rules = ability.rulesFor(a, subject);
    return rules.length > 0 && rules.every((rule) => !rule.inverted && !rule.conditions && !rule.fields);
  });
}
