import type { User } from '@encore/shared/users/user.schema';
import { sessionStore } from '@/lib/session/session-store';

/** The shell (user menu, dashboard) reads the session user: keep its name and picture current. */
export function syncSessionUser(user: User) {
  const current = sessionStore.get().user;
  if (!current || current.id !== user.id) return;
  sessionStore.setUser({
    ...current,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profilePicture: user.profilePicture,
  });
}
