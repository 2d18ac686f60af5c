import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@encore/shared/common/list.schema';
import type { ClosingKind } from '@encore/shared/journal/journal-events';
import type { JournalClosing } from '@encore/shared/journal/journal.schema';
import { api } from '@/lib/api-client';
import { journalQueryKey } from './journal-keys';
import type { JournalPage } from './list-journal-entries';

export type ClosingsParams = JournalPage & { kind?: ClosingKind };

/** `GET /api/journal/closings`: the closings of a kind (or all), newest first. */
export const listJournalClosings = ({ page, pageSize, kind }: ClosingsParams) =>
  api.get<ListResponse<JournalClosing>>(
    `/journal/closings?page=${page}&pageSize=${pageSize}${kind ? `&kind=${kind}` : ''}`,
  );

export const journalClosingsQueryOptions = (params: ClosingsParams) =>
  queryOptions({
    queryKey: [...journalQueryKey, 'closings', params],
    queryFn: () => listJournalClosings(params),
    placeholderData: keepPreviousData,
  });

export const useJournalClosings = (params: ClosingsParams) => useQuery(journalClosingsQueryOptions(params));
