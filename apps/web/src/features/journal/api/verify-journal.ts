import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JournalVerifyResult } from '@encore/shared/journal/journal.schema';
import { api } from '@/lib/api-client';
import { journalQueryKey } from './journal-keys';

/** `POST /api/journal/verify`: the chain recomputed; its result is recorded as an entry. */
export const verifyJournal = async () =>
  (await api.post<{ data: JournalVerifyResult }>('/journal/verify')).data;

export function useVerifyJournal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: verifyJournal,
    onSettled: () => client.invalidateQueries({ queryKey: journalQueryKey }),
  });
}
