import type { SessionUser } from '@encore/shared/auth/auth.schema';
import { api } from '@/lib/api-client';

/** `GET /auth/me` for the session gate (the dashboard's feature module has its own query). */
export async function getMeForSession(): Promise<SessionUser> {
  return (await api.get<{ data: SessionUser }>('/auth/me')).data;
}
