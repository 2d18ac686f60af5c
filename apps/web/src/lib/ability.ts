import { useAbility as useCaslAbility } from '@casl/react';
import { buildAbility, type AppAbility } from '@encore/shared/auth/permissions';
import type { SessionUser } from '@encore/shared/auth/auth.schema';

/** The ability of the signed-in user, built from the rules of `GET /auth/me` (none when signed out). */
export function abilityOf(user: SessionUser | null): AppAbility {
  return buildAbility(user?.rules ?? []);
}

export const useAbility = () => useCaslAbility<AppAbility>();
export { AbilityProvider, Can } from '@casl/react';
