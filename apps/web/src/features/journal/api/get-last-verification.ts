import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JournalLastVerification } from '@encore/shared/journal/journal.schema';
import { api } from '@/lib/api-client';
import { journalQueryKey } from './journal-keys';

/** `GET /api/journal/verification`: the last verification recorded, or null. */
export const getLastVerification = async () =>
  (await api.get<{ data: JournalLastVerification | null }>('/journal/verification')).data;

export const lastVerificationQueryOptions = () =>
  queryOptions({ queryKey: [...journalQueryKey, 'verification'], queryFn: getLastVerification });

export const useLastVerification = () => useQuery(lastVerificationQueryOptions());
