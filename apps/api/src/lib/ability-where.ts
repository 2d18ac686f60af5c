import { rulesToAST } from '@casl/ability/extra';
import { and, eq, inArray, isNull, not, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Action, AppAbility, Subject } from '@encore/shared/auth/permissions';

/** A field holding several values (a show's artists): SQL true when it holds any of `values`. */
export interface ArrayField {
  holdsAny(values: unknown[]): SQL;
}

/** How each field a rule condition may name reads in SQL, per subject. */
export type FieldMap = Record<string, AnyColumn | ArrayField>;

export const arrayField = (holdsAny: (values: unknown[]) => SQL): ArrayField => ({ holdsAny });

interface Node {
  operator: string;
  value: unknown;
  field?: string;
}

const isArrayField = (target: AnyColumn | ArrayField): target is ArrayField => 'holdsAny' in target;

/** CASL's `$in` on a scalar field; null in the list matches a null column, as in CASL. */
function columnIn(column: AnyColumn, values: unknown[]): SQL {
  const present = values.filter((v) => v !== null && v !== undefined);
  const inList = inArray(column, present);
  return present.length === values.length ? inList : or(inList, isNull(column))!;
}

function fieldSql(node: Node, fields: FieldMap, subject: Subject): SQL {
  const target = fields[node.field!];
  // A condition the list cannot express would make the list and the object check disagree: refuse.
  if (!target) throw new Error(`No SQL for the condition field ${subject}.${node.field}`);
  const values = Array.isArray(node.value) ? node.value : [node.value];
  if (isArrayField(target)) {
    if (node.operator === 'eq' || node.operator === 'in') return target.holdsAny(values);
    if (node.operator === 'ne') return not(target.holdsAny(values));
  } else {
    if (node.operator === 'eq') return node.value === null ? isNull(target) : eq(target, node.value);
    if (node.operator === 'in') return columnIn(target, values);
    // CASL's `$ne` matches a missing value too, as "is distinct from" does.
    if (node.operator === 'ne') return sql`${target} is distinct from ${node.value}`;
  }
  throw new Error(`No SQL for the operator ${node.operator} of ${subject}.${node.field}`);
}

function toSql(node: Node, fields: FieldMap, subject: Subject): SQL {
  if (node.field !== undefined) return fieldSql(node, fields, subject);
  const children = (node.value as Node[]).map((child) => toSql(child, fields, subject));
  if (node.operator === 'and') return children.length ? and(...children)! : sql`true`;
  if (node.operator === 'or') return children.length ? or(...children)! : sql`false`;
  if (node.operator === 'not') return not(and(...children)!);
  throw new Error(`No SQL for the operator ${node.operator} of ${subject}`);
}

/**
 * The rows of `subject` the ability allows `action` on, as a Drizzle WHERE: the same rules the services
 * check objects with (`throwUnlessCan(action, subject(...))`), so a list never shows a row its detail
 * refuses, nor the reverse. Undefined when every row is allowed; `false` when none is.
 */
export function abilityWhere(
  ability: AppAbility,
  action: Action,
  subject: Subject,
  fields: FieldMap,
): SQL | undefined {
  const ast = rulesToAST(ability, action, subject) as Node | null;
  if (!ast) return sql`false`;
  if (ast.operator === 'and' && Array.isArray(ast.value) && ast.value.length === 0) return undefined;
  return toSql(ast, fields, subject);
}
