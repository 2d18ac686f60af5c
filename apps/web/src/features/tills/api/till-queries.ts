import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tillApi } from '@encore/shared/tills/till-api';
import type {
  CloseTillSession,
  MovementRequest,
  OpenTillSession,
  Till,
  TillReport,
  TillSession,
} from '@encore/shared/tills/till.schema';
import { api, ApiError } from '@/lib/api-client';

/** `/api/...` paths of the shared API table as the client's (its base URL is `/api`). */
export const apiPath = (path: string) => path.replace(/^\/api/, '');
export const tillsKey = ['tills'] as const;

export const tillListQueryOptions = () =>
  queryOptions({
    queryKey: [...tillsKey, 'list'],
    queryFn: async () => (await api.get<{ data: Till[] }>(apiPath(tillApi.list()))).data,
  });

/** The caller's open session, or null when it has none (the API answers 404). */
export const currentSessionQueryOptions = () =>
  queryOptions({
    queryKey: [...tillsKey, 'current'],
    queryFn: async () => {
      try {
        return (await api.get<{ data: TillSession }>(apiPath(tillApi.current()))).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

export const reportQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: [...tillsKey, 'report', sessionId],
    queryFn: async () => (await api.get<{ data: TillReport }>(apiPath(tillApi.report(sessionId)))).data,
  });

export const useTills = () => useQuery(tillListQueryOptions());
export const useCurrentSession = () => useQuery(currentSessionQueryOptions());
export const useTillReport = (sessionId: string | null) =>
  useQuery({ ...reportQueryOptions(sessionId ?? ''), enabled: Boolean(sessionId) });

/** Every write refreshes the tills and the current session (and the report of a closed one). */
function useTillWrite<I, O>(write: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: tillsKey }),
  });
}

export const useCreateTill = () =>
  useTillWrite(
    async (name: string) => (await api.post<{ data: Till }>(apiPath(tillApi.create()), { name })).data,
  );

export const useOpenSession = () =>
  useTillWrite(
    async ({ tillId, body }: { tillId: string; body: OpenTillSession }) =>
      (await api.post<{ data: TillSession }>(apiPath(tillApi.open(tillId)), body)).data,
  );

export const useMovement = () =>
  useTillWrite(
    async ({ sessionId, body }: { sessionId: string; body: MovementRequest }) =>
      (await api.post(apiPath(tillApi.movement(sessionId)), body)) as unknown,
  );

export const useCloseSession = () =>
  useTillWrite(
    async ({ sessionId, body }: { sessionId: string; body: CloseTillSession }) =>
      (await api.post<{ data: TillSession }>(apiPath(tillApi.close(sessionId)), body)).data,
  );

/** Opens the Z report PDF in a new tab (fetched with the session's token, shown from a blob). */
export async function reportPdfUrl(sessionId: string, lang: string) {
  const blob = await api.blob(apiPath(tillApi.reportPdf(sessionId, lang === 'en' ? 'en' : 'fr')));
  return URL.createObjectURL(blob);
}
