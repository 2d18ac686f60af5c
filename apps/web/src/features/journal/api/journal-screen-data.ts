import type { QueryClient } from '@tanstack/react-query';
import { lastVerificationQueryOptions } from './get-last-verification';
import { journalClosingsQueryOptions } from './list-journal-closings';
import { journalEntriesQueryOptions } from './list-journal-entries';

/** `/journal`'s loader: the first pages the screen shows (imported with the screen, not in the start bundle). */
export const prefetchJournal = (client: QueryClient) =>
  Promise.all([
    client.prefetchQuery(lastVerificationQueryOptions()),
    client.prefetchQuery(journalClosingsQueryOptions({ page: 1, pageSize: 10 })),
    client.prefetchQuery(journalEntriesQueryOptions({ page: 1, pageSize: 25 })),
  ]);
