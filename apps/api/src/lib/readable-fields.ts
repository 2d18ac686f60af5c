import { subject as asSubject } from '@casl/ability';
import { permittedFieldsOf } from '@casl/ability/extra';
import type { AppAbility, Subject } from '@encore/shared/auth/permissions';

/**
 * Does any of the ability's read rules of `subject` name fields (a field-level rule, e.g. an ARTIST
 * reading a producer's name only)? Its lists then search and sort only what such a reader sees.
 */
export function readsSomeFieldsOnly(ability: AppAbility, subject: Subject): boolean {
  return ability.rulesFor('read', subject).some((rule) => !rule.inverted && rule.fields);
}

/**
 * The DTO of `row` without the fields the ability may not read: a rule without `fields` grants every
 * field, one with `fields` only those (CASL's field-level rules, the same on the web).
 */
export function readableFields<T extends object>(
  ability: AppAbility,
  subject: Subject,
  row: object,
  dto: T,
): T {
  const all = Object.keys(dto);
  const allowed = new Set(
    permittedFieldsOf(ability, 'read', asSubject(subject, { ...row }), {
      fieldsFrom: (rule) => rule.fields ?? all,
    }),
  );
  if (all.every((field) => allowed.has(field))) return dto;
  return Object.fromEntries(Object.entries(dto).filter(([field]) => allowed.has(field))) as T;
}
