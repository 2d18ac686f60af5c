import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchList, fetchOne } from '@/components/resource/resource-api';

/** What a PRODUCER or ARTIST account is linked to: `/api/producers` or `/api/artists`. */
export type LinkKind = 'producer' | 'artist';

interface Named {
  id: string;
  name: string;
}

const pathOf = (kind: LinkKind) => (kind === 'producer' ? '/producers' : '/artists');

/**
 * The choices of the link select: the first 25 by name matching what is typed (the server searches),
 * and the linked record itself, so its name shows even when it is not among them. Under the
 * resource's own cache key, so a change to producers or artists refreshes them.
 */
export function useLinkOptions(kind: LinkKind, search: string, selected: string | null) {
  const name = pathOf(kind).slice(1);
  const list = useQuery({
    queryKey: [name, 'list', { link: true, search }],
    queryFn: () => fetchList<Named>(pathOf(kind), { page: 1, pageSize: 25, search, sort: 'name' }),
    placeholderData: keepPreviousData,
  });
  const current = useQuery({
    queryKey: [name, 'detail', selected],
    queryFn: () => fetchOne<Named>(pathOf(kind), selected!),
    enabled: Boolean(selected),
  });
  const rows = list.data?.data ?? [];
  const all = current.data && !rows.some((r) => r.id === current.data.id) ? [current.data, ...rows] : rows;
  return { options: all.map((r) => ({ value: r.id, label: r.name })), isError: list.isError };
}
