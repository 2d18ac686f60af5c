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
  if (!ability.can('read', asSubject(subject, { ...object }))) throw missing();
  ForbiddenError.from(ability).throwUnlessCan(action, asSubject(subject, { ...object }));
}

/** 403 unless the ability allows `action` on the object (e.g. a show as it would be after a change). */
export function assertCan(ability: AppAbility, action: Action, subject: Subject, object: object): void {
  ForbiddenError.from(ability).throwUnlessCan(action, asSubject(subject, { ...object }));
}
