import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@encore/shared/common/list.schema';
import type { JournalEntry } from '@encore/shared/journal/journal.schema';
import { api } from '@/lib/api-client';
import { journalQueryKey } from './journal-keys';

export interface JournalPage {
  page: number;
  pageSize: number;
}

/** `GET /api/journal`: the entries, newest first. */
export const listJournalEntries = ({ page, pageSize }: JournalPage) =>
  api.get<ListResponse<JournalEntry>>(`/journal?page=${page}&pageSize=${pageSize}`);

export const journalEntriesQueryOptions = (params: JournalPage) =>
  queryOptions({
    queryKey: [...journalQueryKey, 'entries', params],
    queryFn: () => listJournalEntries(params),
    placeholderData: keepPreviousData,
  });

export const useJournalEntries = (params: JournalPage) => useQuery(journalEntriesQueryOptions(params));
