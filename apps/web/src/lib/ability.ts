import { useAbility as useCaslAbility } from '@casl/react';
import type { AppAbility, PermissionRule } from '@encore/shared/auth/permissions';
import type { SessionUser } from '@encore/shared/auth/auth.schema';

let build: ((rules: readonly PermissionRule[]) => AppAbility) | null = null;
let loading: Promise<void> | null = null;

/**
 * CASL (and the permission schemas) download only when someone signs in: the login and guest screens
 * never need them. Whoever sets a session user awaits this first (the session gate, the login).
 */
export function loadAbility(): Promise<void> {
  loading ??= import('@encore/shared/auth/permissions').then((module) => {
    build = module.buildAbility;
  });
  return loading;
}

/** Signed out: nothing is allowed, and no CASL is needed to say so. */
const nobody = {
  can: () => false,
  cannot: () => true,
  rules: [],
  on: () => () => undefined,
  relevantRuleFor: () => null,
} as unknown as AppAbility;

/** The ability of the signed-in user, built from the rules of `GET /auth/me` (none when signed out). */
export function abilityOf(user: SessionUser | null): AppAbility {
  if (!user) return nobody;
  if (!build) throw new Error('abilityOf: loadAbility() must resolve before a session user is set');
  return build(user.rules ?? []);
}

export const useAbility = () => useCaslAbility<AppAbility>();
export { AbilityProvider, Can } from '@casl/react';
