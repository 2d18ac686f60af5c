import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { defaultPageSize } from '@encore/shared/common/list.schema';
import type { ResourceDefinition } from '@encore/shared/resources/define-resource';
import {
  createOne,
  deleteOne,
  fetchList,
  fetchOne,
  updateOne,
  type ListFilters,
  type ListParams,
} from './resource-api';
import type { SortState } from './use-list-params';

/** 'name' -> ascending on name, '-createdAt' -> descending on createdAt. */
export const sortStateOf = (sort: string): SortState =>
  sort.startsWith('-')
    ? { columnAccessor: sort.slice(1), direction: 'desc' }
    : { columnAccessor: sort, direction: 'asc' };

/**
 * Everything the web needs to read and write a declared resource, under ONE cache key: its name
 * ('artists'). Lists live under [name, 'list', params], records under [name, 'detail', id]; every write
 * invalidates [name], so a change made on any screen refreshes every other view of that entity.
 */
export function resourceQueries<R extends ResourceDefinition>(resource: R) {
  type Item = z.output<R['schemas']['item']>;
  type CreateInput = z.input<R['schemas']['create']>;
  type UpdateInput = z.input<R['schemas']['update']>;
  const path = `/${resource.name}`;
  const key = [resource.name] as const;
  const initialSort = resource.sort.initial ?? resource.sort.default;

  const list = (params: ListParams, filters: ListFilters = {}) =>
    queryOptions({
      queryKey: [resource.name, 'list', { ...params, ...filters }] as const,
      queryFn: () => fetchList<Item>(path, params, filters),
      placeholderData: keepPreviousData,
    });
  const detail = (id: string) =>
    queryOptions({
      queryKey: [resource.name, 'detail', id] as const,
      queryFn: () => fetchOne<Item>(path, id),
    });

  function useWrite<V, T>(send: (variables: V) => Promise<T>) {
    const client = useQueryClient();
    return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: key }) });
  }

  return {
    resource,
    key,
    list,
    detail,
    /** The sort a list screen starts with, and the params of its first page (what its loader prefetches). */
    initialSort: sortStateOf(initialSort),
    firstPage: (): ListParams => ({ page: 1, pageSize: defaultPageSize, sort: initialSort }),
    useList: (params: ListParams, filters?: ListFilters) => useQuery(list(params, filters)),
    useOne: (id: string) => useQuery(detail(id)),
    useCreate: () => useWrite((input: CreateInput) => createOne<Item>(path, input)),
    useUpdate: (id: string) => useWrite((input: UpdateInput) => updateOne<Item>(path, id, input)),
    useRemove: () => useWrite((id: string) => deleteOne(path, id)),
  };
}

export type ResourceQueries<R extends ResourceDefinition = ResourceDefinition> = ReturnType<
  typeof resourceQueries<R>
>;
